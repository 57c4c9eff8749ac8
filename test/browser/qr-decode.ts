import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';

/**
 * The width in pixels a phone camera gets of a QR code shown on another phone across a table: a code about 5 cm
 * wide seen from about 60 cm fills 5/84 of a 4,000-pixel-wide frame (a 70° lens sees 84 cm there), about 240 px.
 * The screenshot is downscaled to this before decoding.
 */
export const CAMERA_PIXELS = 240;

/**
 * Decodes the QR code `qr` shows, as a camera would: a screenshot of it (quiet zone included), smoothed down to
 * CAMERA_PIXELS wide, read by jsQR. Null when the code cannot be read at that size.
 */
export async function decodeQr(qr: Locator, scratch: Page, width = CAMERA_PIXELS): Promise<string | null> {
  const png = await qr.screenshot();
  const pixels = await scratch.evaluate(
    async ({ bytes, width }) => {
      const source = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const height = Math.round((source.height * width) / source.width);
      const small = await createImageBitmap(source, {
        resizeWidth: width,
        resizeHeight: height,
        resizeQuality: 'high',
      });
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(small, 0, 0);
      return { data: Array.from(context.getImageData(0, 0, width, height).data), height };
    },
    { bytes: Array.from(png), width },
  );
  const code = jsQR(Uint8ClampedArray.from(pixels.data), width, pixels.height, { inversionAttempts: 'dontInvert' });
  return code?.data ?? null;
}
