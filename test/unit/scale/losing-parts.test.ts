import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSession } from '../../../src/core/event/event-session.ts';
import { createEvent, fields, floor, head, until, type CreatedEvent } from '../event/sync-harness.ts';
import { health, startCluster, startProxy, storedRulings } from './cluster.ts';

/**
 * Losing a part of the deployment loses nothing: an instance killed (-9) while judges log, PostgreSQL restarted,
 * Redis restarted. Phones reach the instances through one address (a small TCP load balancer), as behind Caddy.
 */
let cluster: Awaited<ReturnType<typeof startCluster>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let e: CreatedEvent;
let phones: EventSession[] = [];
const logged = new Map<string, string[]>();

beforeAll(async () => {
  cluster = await startCluster(3);
  proxy = await startProxy(() => cluster.instances.map((i) => i.port));
  e = await createEvent(cluster.instances[0]!, 'Convention, hall B');
  phones = [head(proxy.url, e), ...[1, 2, 3, 4, 5].map((n) => floor(proxy.url, e, n))];
  await until('every phone sees the whole team', () => phones.every((s) => s.roster.length === 6), 30_000);
}, 120_000);
afterAll(async () => {
  for (const s of phones) s.destroy();
  await proxy?.close();
  await cluster?.stop();
}, 60_000);

/** Every phone logs `turns` rulings, one each every `everyMs`, named with `tag`; `during(turn)` runs between turns. */
async function logRulings(tag: string, turns: number, everyMs: number, during?: (turn: number) => Promise<void>) {
  for (let t = 0; t < turns; t++) {
    await during?.(t);
    phones.forEach((p, n) => {
      const id = `${tag}-${n}-${t}`;
      p.logRuling(id, `rev-${id}`, fields({ table: String(t) }));
      logged.set(p.me.judge, [...(logged.get(p.me.judge) ?? []), id]);
    });
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

const total = () => [...logged.values()].reduce((n, ids) => n + ids.length, 0);

/** What each phone holds and how it stands, for a failure's message. */
function describePhones(): string {
  return phones
    .map((p) => `${p.me.judge}: ${p.log.length}/${total()} ${JSON.stringify(p.sync)} problem=${p.problem}`)
    .join('\n');
}

/** Every phone has every ruling logged so far, each once. */
function everyoneHasAll(): boolean {
  return phones.every((p) => {
    const ids = p.log.map((r) => r.id);
    return ids.length === total() && new Set(ids).size === ids.length;
  });
}

/** PostgreSQL holds every ruling logged so far, in its judge's document. */
async function storedAll(): Promise<boolean> {
  const stored = await storedRulings(cluster.postgres.url, e.event).catch(() => new Map<string, string[]>());
  return [...logged].every(([judge, ids]) => ids.every((id) => stored.get(judge)?.includes(id)));
}

async function untilAsync(label: string, condition: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${label}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('losing a part of the deployment loses nothing', () => {
  it('kill -9 of one instance while judges log: its phones reconnect to another, everyone ends with every ruling once, PostgreSQL has them all; restarted, it serves them', async () => {
    const [one] = cluster.instances;
    await logRulings('kill', 30, 40, async (turn) => {
      if (turn === 10) await one!.kill();
    });
    await until('every phone has every ruling, once', everyoneHasAll, 60_000).catch((err: Error) => {
      throw new Error(
        `${err.message}\n${describePhones()}\n${cluster.instances.map((i) => i.output()).join('\n---\n')}`,
      );
    });
    await untilAsync('PostgreSQL has every ruling', storedAll, 30_000);

    await one!.restart();
    expect((await health(one!.httpUrl)).status).toBe(200);
    // A judge joining on the restarted instance gets everything; the team's next rulings reach everyone.
    const late = floor(one!.url, e, 6);
    phones.push(late);
    await logRulings('after-restart', 3, 40);
    await until('every phone, the newcomer too, has every ruling', everyoneHasAll, 30_000);
    await untilAsync('PostgreSQL has every ruling', storedAll, 30_000);
  }, 180_000);

  it('a crash inside the store debounce: the change the dead instance had not stored is stored by the others', async () => {
    const two = cluster.instances[1]!;
    // A phone on instance 2 only (its address, no load balancer): once 2 dies it cannot send anything again.
    const lone = floor(two.url, e, 7);
    await until('the lone phone is connected', () => lone.sync.state === 'connected', 20_000);
    lone.logRuling('last-words', 'rev-last-words', fields());
    logged.set(lone.me.judge, ['last-words']);
    await until('the others have it (through Redis)', () =>
      phones.every((p) => p.log.some((r) => r.id === 'last-words')),
    );
    // Within the 500 ms debounce: instance 2 never stores it.
    await two.kill();
    lone.destroy();
    await untilAsync('PostgreSQL has it all the same', storedAll, 20_000);
    await two.restart();
  }, 60_000);

  it('PostgreSQL restarted under load: /health says so on every instance, and recovers; nothing is lost', async () => {
    let saw503 = '';
    await logRulings('pg', 20, 50, async (turn) => {
      if (turn === 5) await cluster.postgres.stop();
      if (turn === 15) {
        const answers = await Promise.all(cluster.instances.map((i) => health(i.httpUrl)));
        expect(answers.map((a) => a.status)).toEqual([503, 503, 503]);
        saw503 = String(answers[0]!.body.problem);
      }
    });
    // The last rulings were logged while it was away: no later change carries them into a store.
    await new Promise((r) => setTimeout(r, 2_500));
    await cluster.postgres.start();
    expect(saw503).toMatch(/^PostgreSQL: /);
    await untilAsync(
      'every instance reaches PostgreSQL again',
      async () => (await Promise.all(cluster.instances.map((i) => health(i.httpUrl)))).every((h) => h.status === 200),
      30_000,
    );
    await until('every phone has every ruling, once', everyoneHasAll, 30_000);
    await untilAsync('PostgreSQL has every ruling (the stores made while it was away, retried)', storedAll, 60_000);
    for (const i of cluster.instances) {
      const lines = i.output().split('\n');
      // Logged once when it went, once when it came back: no line per failed attempt.
      expect(lines.filter((l) => l.startsWith('PostgreSQL unreachable')).length, i.output()).toBe(1);
      expect(lines.filter((l) => l.startsWith('PostgreSQL reachable again')).length, i.output()).toBe(1);
    }
  }, 180_000);

  it('Redis restarted under load: /health says so, the instances catch up on what they missed meanwhile', async () => {
    let saw503 = '';
    await logRulings('redis', 30, 50, async (turn) => {
      if (turn === 5) await cluster.redis.stop();
      if (turn === 15) {
        const answers = await Promise.all(cluster.instances.map((i) => health(i.httpUrl)));
        expect(answers.map((a) => a.status)).toEqual([503, 503, 503]);
        saw503 = String(answers[0]!.body.problem);
      }
      if (turn === 20) await cluster.redis.start();
    });
    expect(saw503).toMatch(/^Redis: /);
    await untilAsync(
      'every instance reaches Redis again',
      async () => (await Promise.all(cluster.instances.map((i) => health(i.httpUrl)))).every((h) => h.status === 200),
      30_000,
    );
    await until('every phone has every ruling, once', everyoneHasAll, 30_000);
    await untilAsync('PostgreSQL has every ruling', storedAll, 60_000);
  }, 180_000);
});
