import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../../../src/ui/kit/base64url.ts';
import { decodeShare, encodeShare } from '../../../src/ui/tools/input-link.ts';

describe('base64url: the one encoding of data carried in links', () => {
  it('round-trips every byte value and every length, with no padding and no "+", "/" or "="', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let length = 0; length <= 7; length++) {
      const bytes = all.slice(250 - length, 250);
      const code = toBase64Url(bytes);
      expect(code).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64Url(code)).toEqual(bytes);
    }
    expect(fromBase64Url(toBase64Url(all))).toEqual(all);
  });

  it('writes "-" and "_" where base64 writes "+" and "/"', () => {
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff))).toBe('-_8');
  });

  it('throws on text that is not base64url, so a damaged link is told apart', () => {
    expect(() => fromBase64Url('not base64!')).toThrow();
  });

  it("carries a calculator's input with any characters, and says when a link is damaged", () => {
    const input = { name: 'Zoë „Ω“', n: [1, 2.5, -3] };
    expect(decodeShare(encodeShare(input))).toEqual({ ok: true, value: input });
    expect(decodeShare('%%%')).toEqual({ ok: false, message: expect.stringContaining('damaged') });
  });
});
