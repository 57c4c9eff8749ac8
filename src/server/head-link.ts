import { networkInterfaces } from 'node:os';

/**
 * The address phones use for the sync server, which every invitation carries (`s=`): it must be written exactly
 * as the app's build allows it (SYNC_ORIGINS), since ws://localhost:1234 and ws://127.0.0.1:1234 are different
 * origins. In order: --public-url; the one origin SYNC_ORIGINS names (the build's own setting); the address the
 * server listens on (for all interfaces, this machine's first network address, which phones on its network reach).
 */
export function publicUrlFor(input: {
  given: string | undefined;
  syncOrigins: string | undefined;
  host: string;
  port: number;
}): string | { problem: string } {
  if (input.given) {
    let url: URL;
    try {
      url = new URL(input.given);
    } catch {
      return { problem: `--public-url: expected an address like wss://sync.example.org, got ${input.given}` };
    }
    if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
      return { problem: `--public-url: phones connect with wss:// (or ws:// on a local network), got ${input.given}` };
    return input.given.replace(/\/+$/, '');
  }
  const origins = (input.syncOrigins ?? '').split(/\s+/).filter(Boolean);
  if (origins.length === 1 && !origins[0]!.includes('*')) return origins[0]!;
  const everywhere = input.host === '0.0.0.0' || input.host === '::';
  const address = everywhere ? (networkAddress() ?? '127.0.0.1') : input.host;
  return `ws://${address.includes(':') ? `[${address}]` : address}:${input.port}`;
}

function networkAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return undefined;
}

/**
 * The head judge's link: the app's Event page with the server, the event, the head judge's id and key, the join
 * secret, the name to confirm and the event's name (to greet them by it), all in the fragment (which browsers never
 * send to the app's host).
 */
export function headJudgeLink(
  appUrl: string,
  server: string,
  created: { event: string; headJudge: string; headKey: string; joinSecret: string },
  name: string,
  eventName?: string,
): string {
  const fragment = new URLSearchParams({
    s: server,
    e: created.event,
    h: created.headJudge,
    k: created.headKey,
    j: created.joinSecret,
    n: name,
    ...(eventName ? { en: eventName } : {}),
  });
  return `${appUrl.replace(/\/+$/, '')}/event#${fragment}`;
}
