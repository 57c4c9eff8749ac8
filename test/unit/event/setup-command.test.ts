import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { headJudgeLink, publicUrlFor } from '../../../src/server/head-link.ts';
import { terminalQr } from '../../../src/server/terminal-qr.ts';
import { EventSession } from '../../../src/core/event/event-session.ts';
import { ADMIN, until } from './sync-harness.ts';
import { decodeTerminalQr, headLinkIn, runSyncServerCommand } from './terminal-setup.ts';
import { reservePort } from '../../../src/server/ports.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('the address phones use', () => {
  it('is --public-url when given, else the one origin the build allows, else where the server listens', () => {
    const base = { syncOrigins: undefined, host: '127.0.0.1', port: 1234 };
    expect(publicUrlFor({ ...base, given: 'wss://sync.example.org/' })).toBe('wss://sync.example.org');
    expect(publicUrlFor({ ...base, given: 'https://sync.example.org' })).toMatchObject({
      problem: expect.stringContaining('wss://'),
    });
    expect(publicUrlFor({ ...base, given: undefined, syncOrigins: 'wss://sync.example.org' })).toBe(
      'wss://sync.example.org',
    );
    // Several origins, or a wildcard port: the build does not say which one; the listening address does.
    expect(publicUrlFor({ ...base, given: undefined, syncOrigins: 'wss://a.example wss://b.example' })).toBe(
      'ws://127.0.0.1:1234',
    );
    expect(publicUrlFor({ ...base, given: undefined, syncOrigins: 'ws://127.0.0.1:*' })).toBe('ws://127.0.0.1:1234');
    expect(publicUrlFor({ ...base, given: undefined, host: '192.168.1.20' })).toBe('ws://192.168.1.20:1234');
    expect(publicUrlFor({ ...base, given: undefined, host: '0.0.0.0' })).not.toContain('0.0.0.0');
  });

  it("puts the head judge's link, with the name to confirm, in a QR code a terminal prints and a camera reads", () => {
    const link = headJudgeLink(
      'https://rulekeeper.example.org/',
      'wss://sync.example.org',
      { event: 'evt-123456789', headJudge: 'head-abcdefgh', headKey: 'k'.repeat(43), joinSecret: 'j'.repeat(43) },
      'Hana Hart',
    );
    expect(link).toBe(
      `https://rulekeeper.example.org/event#s=wss%3A%2F%2Fsync.example.org&e=evt-123456789&h=head-abcdefgh&k=${'k'.repeat(43)}&j=${'j'.repeat(43)}&n=Hana+Hart`,
    );
    expect(decodeTerminalQr(terminalQr(link))).toBe(link);
  });
});

describe('npm run sync-server -- --create-event', { timeout: 90_000 }, () => {
  it("creates the event, prints the head judge's link and its QR code, and the name confirmed on the phone wins", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rk-setup-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await reservePort();
    const args = ['--port', String(port), '--data', dataDir, '--admin-secret', ADMIN];
    const create = [...args, '--create-event', 'Regionals 2026', '--head', 'Hana', '--app-url', 'http://app.test'];
    const first = await runSyncServerCommand(create, (out) => out.includes('not shown again'));
    cleanups.push(first.stop);
    const out = first.output();
    expect(out).toContain(`Rulekeeper sync server on ws://127.0.0.1:${port} (listening on 127.0.0.1:${port};`);
    const link = headLinkIn(out, 'http://app.test');
    // The name to confirm, and the event's, to greet the head judge by.
    expect(link).toMatch(
      /^http:\/\/app\.test\/event#s=ws%3A%2F%2F127\.0\.0\.1%3A\d+&e=evt-.*&n=Hana&en=Regionals\+2026$/,
    );
    expect(decodeTerminalQr(out)).toBe(link);

    // The head judge opens it and confirms another spelling of their name: the team sees that one.
    const p = new URLSearchParams(link!.split('#')[1]);
    const head = new EventSession(
      { server: p.get('s')!, event: p.get('e')!, judge: p.get('h')!, key: p.get('k')!, name: 'Hana Hart' },
      { app: '0.1.0', WebSocketPolyfill: WebSocket },
    );
    cleanups.push(() => head.destroy());
    await until('the event name and the confirmed name reach the phone', () => {
      return head.info?.name === 'Regionals 2026' && head.roster[0]?.name === 'Hana Hart';
    });
    await until('connected', () => head.sync.state === 'connected');
    expect(head.role).toBe('head');
    await first.stop();

    // The same command again (a restart) finds the event instead of making a second one.
    const again = await runSyncServerCommand(create, (out) => out.includes('exists already'));
    cleanups.push(again.stop);
    expect(headLinkIn(again.output(), 'http://app.test')).toBeNull();
  });
});
