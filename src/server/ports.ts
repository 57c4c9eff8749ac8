import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The lowest port the kernel hands out on its own (outgoing connections, listen on port 0): a port below it is never
 * taken by a client socket or a port-0 listener while a test holds it.
 */
export function ephemeralPortsStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 2_048 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const s = createServer();
    s.once('error', () => done(false));
    s.listen(port, '127.0.0.1', () => s.close(() => done(true)));
  });
}

/**
 * `count` consecutive ports, free now, below the ephemeral range: for servers that must come back on the same port
 * (a restart, or an app built to allow just these), so no other socket takes one in between.
 */
export async function reservePorts(count: number, random = Math.random): Promise<number[]> {
  const high = ephemeralPortsStart() - count;
  const low = Math.max(1_024, Math.min(10_000, high - 1_000));
  for (let attempt = 0; attempt < 100; attempt++) {
    const first = low + Math.floor(random() * (high - low));
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return ports;
  }
  throw new Error(`no ${count} free ports between ${low} and ${high + count}`);
}

/** One port as reservePorts gives it. */
export async function reservePort(): Promise<number> {
  return (await reservePorts(1))[0]!;
}
