import { fromBase64Url, toBase64Url } from '../kit/base64url.ts';

/** Share links carry a calculator's input in the URL: `?i=` + base64url of its JSON (UTF-8). */
export const SHARE_PARAM = 'i';

export function encodeShare(input: unknown): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(input)));
}

/** The JSON a share parameter carries, or an error saying why it cannot be read. */
export function decodeShare(param: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    const bytes = fromBase64Url(param);
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, message: 'the link is damaged (it may have been cut short when copied)' };
  }
}

/** The full link that opens `path` with this input. */
export function shareUrl(origin: string, path: string, input: unknown): string {
  return `${origin}${path}?${SHARE_PARAM}=${encodeShare(input)}`;
}
