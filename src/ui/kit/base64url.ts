/**
 * Bytes as base64url (RFC 4648 §5) without padding: a link carries it in its query or #fragment as it is. One
 * implementation for every link that carries data (a calculator's input, a shared ruling).
 */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes a base64url text holds; throws on a text that is not base64url (a link damaged in copying). */
export function fromBase64Url(code: string): Uint8Array {
  const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
