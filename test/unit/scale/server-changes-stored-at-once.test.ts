import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SharedRedis } from '../../../src/server/shared-redis.ts';
import { startRedis, type ThrowawayRedis } from './services.ts';

/**
 * With several instances, a change the server itself makes (a player's judge call, written through a connection of
 * its own) is stored at once when its document stays open: Hocuspocus's Redis extension waits a second after such a
 * store, holding the document's save lock, so a burst of calls to one event was answered one a second (24 calls at two
 * instances took 21 s). The wait is kept where it is needed: before a document with no connection left unloads.
 */
let redis: ThrowawayRedis;
let shared: SharedRedis;

beforeAll(async () => {
  redis = await startRedis();
  shared = new SharedRedis(
    redis.url,
    () => {},
    () => {},
  );
}, 60_000);
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await shared?.close();
  await redis?.remove();
});

type AfterStore = Parameters<ReturnType<SharedRedis['extension']>['afterStoreDocument']>[0];

/** The payload Hocuspocus hands the hook when a server-side connection closes after a change. */
const storedByServer = (clientsCount: number) =>
  ({
    documentName: 'event-1/calls',
    clientsCount,
    lastTransactionOrigin: { source: 'local', context: {} },
  }) as unknown as AfterStore;

/** Whether `promise` has settled once the microtasks queued so far have run (no timer is let fire). */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 20; i++) await Promise.resolve();
  return settled;
}

describe('a change the server makes, with several instances (Redis)', () => {
  it('is stored at once when its document stays open (a judge call on an event the server keeps open)', async () => {
    const extension = shared.extension(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(await settledNow(extension.afterStoreDocument(storedByServer(1)))).toBe(true);
  });

  it('still waits for Redis to carry it before a document with no connection left unloads', async () => {
    const extension = shared.extension(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stored = extension.afterStoreDocument(storedByServer(0));
    expect(await settledNow(stored)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settledNow(stored)).toBe(true);
  });
});
