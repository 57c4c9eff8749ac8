import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createEventOver, spawnSyncServer } from '../../../src/server/spawn-server.ts';
import { headJudgeLink } from '../../../src/server/head-link.ts';
import { syncPort } from '../harness.ts';

/** An event on a real sync server (the port the test build allows): its head judge's link and the floor invitation. */
export interface TestEvent {
  name: string;
  /** The head judge's link as the server prints it (path and fragment, on the test app's origin). */
  headLink: string;
  /** The invitation a floor judge scans. */
  floorLink: string;
}

/** A sync server for the file's tests, and a way to create events on it. */
export function useSyncServer(label: string): { newEvent: (name: string, headName: string) => Promise<TestEvent> } {
  const admin = `journey-admin-secret-${label}`;
  let server: Awaited<ReturnType<typeof spawnSyncServer>> | null = null;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `rk-${label}-`));
    server = await spawnSyncServer({ dataDir, port: syncPort(), adminSecret: admin });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async newEvent(name, headName) {
      if (!server) throw new Error('sync server not started');
      const created = await createEventOver(server.httpUrl, admin, name, headName);
      const link = new URL(headJudgeLink('http://app.test', server.url, created, headName, name));
      const floor = new URLSearchParams({ s: server.url, e: created.event, j: created.joinSecret });
      return { name, headLink: link.pathname + link.hash, floorLink: `/event#${floor}` };
    },
  };
}

/** Opens an invitation (or the head judge's link), writes the name and joins; resolves once connected. */
export async function joinWith(page: Page, link: string, name: string): Promise<void> {
  page.on('dialog', (d) => void d.accept());
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the event' }).click();
  // Waited for by locator, not expect.poll, so a beforeAll can join too.
  await page.locator('.event-status[data-online="true"]').waitFor({ timeout: 15_000 });
}
