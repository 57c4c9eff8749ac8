import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (or CHROME_PATH); npm tools cannot download browsers here. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH to a Chromium binary).`,
    );
  }
  return path;
}

/** Headless Chromium with the flags this machine needs (no sandbox as root, no background network). */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

/** A headless Chromium for this process (chromiumLaunchOptions). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
