import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ephemeralPortsStart, reservePorts } from '../../../src/server/ports.ts';

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((s) => new Promise((done) => s.close(done))));
});

function listenOn(port: number): Promise<Server> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(port, '127.0.0.1', () => (held.push(s), done(s)));
  });
}

describe('reservePorts', () => {
  it('gives consecutive ports below the range the kernel hands out to client sockets and port 0', async () => {
    const ports = await reservePorts(3);
    expect(ports).toHaveLength(3);
    expect(ports[1]).toBe(ports[0]! + 1);
    expect(ports[2]).toBe(ports[0]! + 2);
    expect(ports[2]).toBeLessThan(ephemeralPortsStart());
    // Free: a server can listen on each at once.
    for (const port of ports) await listenOn(port);
  });

  it('skips a run of ports one of which is taken', async () => {
    const [taken] = await reservePorts(1);
    await listenOn(taken!);
    const low = Math.max(1_024, Math.min(10_000, ephemeralPortsStart() - 2 - 1_000));
    const high = ephemeralPortsStart() - 2;
    // The first draw lands on the taken port, the second somewhere else.
    const draws = [(taken! - low) / (high - low), 0.5];
    const ports = await reservePorts(2, () => draws.shift() ?? Math.random());
    expect(ports).not.toContain(taken);
    expect(draws).toHaveLength(0);
  });
});
