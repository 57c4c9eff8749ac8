import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A load balancer as small as it gets, for the tests and the load command (a deployment uses Caddy or nginx): a
 * TCP proxy handing each new connection to the next instance that accepts it (round robin, skipping dead ones).
 * Phones use one address; when an instance dies, they reconnect to another.
 */
export async function startProxy(ports: () => number[]) {
  let next = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.pause();
    const list = ports();
    const attempt = (tries: number) => {
      if (tries >= list.length) return client.destroy();
      const port = list[next++ % list.length]!;
      const upstream = createConnection({ host: '127.0.0.1', port });
      let connected = false;
      upstream.on('error', () => (connected ? client.destroy() : attempt(tries + 1)));
      upstream.once('connect', () => {
        connected = true;
        client.on('error', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
        client.resume();
      });
    };
    attempt(0);
  });
  const port = await new Promise<number>((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)),
  );
  return {
    url: `ws://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
}
