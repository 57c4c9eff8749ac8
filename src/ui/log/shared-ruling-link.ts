import * as v from 'valibot';
import { tidyRuling } from '../../core/toolkit/blank.ts';
import { type Citation, type Ruling, RulingSchema } from '../../core/toolkit/schema.ts';
import { fromBase64Url, toBase64Url } from '../kit/base64url.ts';
import { absoluteUrl } from '../rulings/citation-of.ts';
import { SHARED_RULING_PATH } from '../routes.ts';
import { type CitationRef, type WireRuling, fromWire, toWire } from './shared-ruling-wire.ts';

/**
 * Fragment formats, told apart by their start (base64url never holds "."): "d." deflate-raw of the short JSON,
 * "j." the short JSON uncompressed (a browser without CompressionStream), and, from older versions, the full
 * ruling's JSON with no prefix (it always starts "eyJ", the base64 of '{"').
 */
const DEFLATED = 'd.';
const PLAIN = 'j.';

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The fragment carrying `wire`: compressed where the browser can, plain JSON otherwise. */
async function encode(wire: WireRuling): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(wire));
  if (typeof CompressionStream === 'undefined') return PLAIN + toBase64Url(json);
  return DEFLATED + toBase64Url(await through(json, new CompressionStream('deflate-raw')));
}

const urlOf = (fragment: string) => absoluteUrl(`${SHARED_RULING_PATH}#${fragment}`);

/**
 * A link that carries the ruling itself in its #fragment (never sent to a server), so a phone that has never seen
 * it opens it, offline too. Tidied as the form would save it, so a ruling an older version stored still opens.
 */
export async function sharedRulingUrl(stored: Ruling): Promise<string> {
  return urlOf(await encode(toWire(tidyRuling(stored))));
}

/**
 * Most characters of a link in a QR code a phone camera reads across a table: version 15 at error correction M
 * holds 412 bytes (77×77 modules); a larger code's modules get too small on a phone's screen.
 */
export const QR_MAX_URL = 412;

/**
 * The link for a QR code: the ruling with only what the other judge needs to read it (a calculator's input and
 * steps are left out, then its facts), or null when even that is too long for a code a phone can scan: the full
 * ruling then goes by link or file.
 */
export async function qrRulingUrl(stored: Ruling, maxLength = QR_MAX_URL): Promise<string | null> {
  const ruling = tidyRuling(stored);
  const a = ruling.attachment;
  const tries: WireRuling[] = [toWire(ruling), toWire(ruling, { shortCitations: true })];
  if (a) tries.push(toWire({ ...ruling, attachment: { ...a, input: null, steps: [] } }, { shortCitations: true }));
  if (a)
    tries.push(
      toWire({ ...ruling, attachment: { ...a, input: null, steps: [], facts: [] } }, { shortCitations: true }),
    );
  for (const wire of tries) {
    const url = urlOf(await encode(wire));
    if (url.length <= maxLength) return url;
  }
  return null;
}

/** A citation sent by reference, when the rule is not in this app: named by its anchor, so it still shows. */
const unknownRule = ([ruleset, anchor]: CitationRef): Citation => ({
  ruleset,
  anchor,
  number: null,
  title: anchor,
  label: `${ruleset} ${anchor}`,
  edition: '',
});

/**
 * The ruling in a shared link's fragment, validated like an import (it comes from outside); null if unreadable.
 * `cite` completes a citation a QR code sent by reference, from this app's rulebooks.
 */
export async function readSharedRuling(
  fragment: string,
  cite: (ref: CitationRef) => Promise<Citation | null> = async () => null,
): Promise<Ruling | null> {
  const complete = async (ref: CitationRef) => (await cite(ref).catch(() => null)) ?? unknownRule(ref);
  try {
    const code = fragment.replace(/^#/, '');
    let value: unknown;
    if (code.startsWith(DEFLATED)) {
      const bytes = await through(fromBase64Url(code.slice(DEFLATED.length)), new DecompressionStream('deflate-raw'));
      value = await fromWire(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)), complete);
    } else if (code.startsWith(PLAIN)) {
      const json = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(code.slice(PLAIN.length)));
      value = await fromWire(JSON.parse(json), complete);
    } else value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(code)));
    const parsed = v.safeParse(RulingSchema, value);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
