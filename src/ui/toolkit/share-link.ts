import * as v from 'valibot';
import { tidyRuling } from '../../core/toolkit/blank.ts';
import { type Ruling, RulingSchema } from '../../core/toolkit/schema.ts';
import { absoluteUrl } from './citation-of.ts';
import { SHARED_RULING_PATH } from './routes.ts';

/** Most characters a QR code holds at low error correction, less some margin for scanners. */
export const QR_MAX_URL = 2800;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): string {
  const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * A link that carries the ruling itself in its #fragment (never sent to a server), so a phone that has never seen
 * it opens it, offline too. Over `maxLength`, the calculator's input and steps are left out (headline and facts stay).
 */
export function sharedRulingUrl(stored: Ruling, maxLength = Infinity): string {
  // Tidied as the form would save it, so a ruling an older version stored still opens on the other phone.
  const ruling = tidyRuling(stored);
  const url = (r: Ruling) => absoluteUrl(`${SHARED_RULING_PATH}#${toBase64Url(JSON.stringify(r))}`);
  const full = url(ruling);
  if (full.length <= maxLength || !ruling.attachment) return full;
  return url({ ...ruling, attachment: { ...ruling.attachment, input: null, steps: [] } });
}

/** The ruling in a shared link's fragment, validated like an import (it comes from outside); null if unreadable. */
export function readSharedRuling(fragment: string): Ruling | null {
  try {
    const parsed = v.safeParse(RulingSchema, JSON.parse(fromBase64Url(fragment.replace(/^#/, ''))));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
