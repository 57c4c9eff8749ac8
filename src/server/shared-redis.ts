import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { Reachability, reasonOf } from './reachability.ts';

/**
 * What the instances of one deployment share through Redis, beside Hocuspocus's own document channels: the
 * revocations (every instance closes the revoked judge's connections), the per-address connection limit (one count
 * for all instances), and whether Redis is reachable. Lost connections are retried with backoff by ioredis.
 */
export function checkRedisUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `--redis: expected an address like redis://host:6379, got ${url}`;
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    return `--redis: expected redis://host:port (or rediss:// with TLS), got ${parsed.protocol}//...`;
  return null;
}

const REVOKED_CHANNEL = 'rulekeeper:revoked';

export interface Revocation {
  event: string;
  judge: string;
}

export class SharedRedis {
  readonly reachability: Reachability;
  private readonly clients: IORedis[] = [];
  private readonly commands: IORedis;
  private readonly listener: IORedis;

  constructor(
    readonly url: string,
    log: (line: string) => void,
    onRevoked: (r: Revocation) => void,
  ) {
    this.reachability = new Reachability('Redis', log);
    this.commands = this.client();
    this.listener = this.client();
    void this.listener.subscribe(REVOKED_CHANNEL).catch(() => {});
    this.listener.on('message', (channel: string, message: string) => {
      if (channel !== REVOKED_CHANNEL) return;
      try {
        const r = JSON.parse(message) as Revocation;
        if (typeof r.event === 'string' && typeof r.judge === 'string') onRevoked(r);
      } catch {
        // Not ours.
      }
    });
  }

  /** A client that reconnects with backoff (up to 5 s between tries) and reports its state once per change. */
  client(): IORedis {
    const c = new IORedis(this.url, {
      retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 6), 5_000),
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
    });
    c.on('ready', () => {
      if (!this.clients.every((x) => x.status === 'ready')) return;
      const wasDown = this.reachability.reason !== null;
      this.reachability.report(null);
      // Updates published while Redis was away reached no other instance: ask them for what we lack.
      if (wasDown) void this.documentsExtension?.resync();
    });
    c.on('error', (e: Error) => this.reachability.report(reasonOf(e)));
    c.on('end', () => this.reachability.report('connection closed'));
    this.clients.push(c);
    return c;
  }

  /**
   * Hocuspocus's Redis extension on clients of our own (so their outages are reported like the others). With
   * stores that merge (PostgreSQL), without its store lock.
   */
  extension(storesMerge: boolean): RedisExtension {
    this.documentsExtension = new SharedDocuments({ createClient: () => this.client() }, storesMerge);
    return this.documentsExtension;
  }

  private documentsExtension: SharedDocuments | null = null;

  /** Tells every instance (this one too) to close a revoked judge's connections. */
  async publishRevocation(r: Revocation): Promise<void> {
    await this.commands.publish(REVOKED_CHANNEL, JSON.stringify(r));
  }

  /**
   * Records a connection from this address if it is within `max` in the last minute across every instance (a
   * sliding window, as the single-process limiter keeps): true when allowed; null when Redis cannot answer (the
   * caller falls back to its own count).
   */
  async allowConnection(address: string, max: number, now = Date.now()): Promise<boolean | null> {
    const key = `rulekeeper:connections:${address}`;
    const member = `${now}-${randomUUID()}`;
    try {
      const replies = await this.commands
        .multi()
        .zremrangebyscore(key, 0, now - 60_000)
        .zadd(key, now, member)
        .zcard(key)
        .pexpire(key, 60_000)
        .exec();
      const count = Number(replies?.[2]?.[1]);
      if (count <= max) return true;
      // A refused attempt does not count against the address.
      await this.commands.zrem(key, member);
      return false;
    } catch {
      return null;
    }
  }

  /** Null when a PING is answered within a second, else why not. */
  async check(): Promise<string | null> {
    try {
      await Promise.race([
        this.commands.ping(),
        new Promise((_, fail) => setTimeout(() => fail(new Error('no answer within 1 s')), 1_000).unref()),
      ]);
      if (this.clients.every((c) => c.status === 'ready')) this.reachability.report(null);
      return this.reachability.reason;
    } catch (e) {
      this.reachability.report(reasonOf(e));
      return this.reachability.reason;
    }
  }

  async close(): Promise<void> {
    for (const c of this.clients) c.disconnect(false);
  }
}

/**
 * Hocuspocus's Redis extension, with two changes. With stores that merge (PostgreSQL), without its store lock: the
 * lock makes a second instance skip its store while another stores the same document (and never store those
 * changes itself); our store merges under a database lock instead, so every instance's store counts. And after an
 * outage, it announces each open document's state so that peers send what it missed (Redis keeps no messages).
 */
class SharedDocuments extends RedisExtension {
  constructor(
    configuration: ConstructorParameters<typeof RedisExtension>[0],
    private readonly storesMerge: boolean,
  ) {
    super(configuration);
  }

  override async onStoreDocument(data: Parameters<RedisExtension['onStoreDocument']>[0]): Promise<void> {
    if (!this.storesMerge) await super.onStoreDocument(data);
  }

  /**
   * The extension waits a second after storing a change made on this server (a judge call, a roster), so that Redis
   * carries it before the document unloads; that wait holds Hocuspocus's save lock of the document, so a burst of
   * calls to one event waited a second each. A document that stays open (another connection has it) is not unloaded:
   * its store is done at once.
   */
  override async afterStoreDocument(data: Parameters<RedisExtension['afterStoreDocument']>[0]): Promise<void> {
    await super.afterStoreDocument(data.clientsCount > 0 ? { ...data, lastTransactionOrigin: undefined } : data);
  }

  async resync(): Promise<void> {
    if (!this.instance) return;
    const announce = (this as unknown as { publishFirstSyncStep(name: string, doc: unknown): Promise<unknown> })
      .publishFirstSyncStep;
    for (const [name, document] of this.instance.documents) await announce.call(this, name, document).catch(() => {});
  }
}
