import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { appendCallAction, callViews, readCalls } from '../core/event/calls.ts';
import { createEventOver, spawnSyncServer } from '../server/spawn-server.ts';
import { callJudge, callStatus, judgeCalls, turnCallsOn, type JudgeIdentity } from './calls-clients.ts';
import { reservePort } from '../server/ports.ts';

/**
 * Judge calls under load: `tables` tables each call once at a random moment within `windowMs`, over HTTP as the
 * player's page does (one in ten taps twice), then poll their call's state every 2 s; `judges` judges' phones (Node
 * clients with the Hocuspocus provider on the calls document, as the app syncs it) see every call, and one of them,
 * picked at random, claims it on seeing it (two at once for one in five, to race). Measures the time from a call
 * being sent until each judge's phone has it, and checks that none is lost or doubled and every phone names the
 * same judge for each claimed call.
 */
export async function runCallsLoad(options: { tables: number; judges: number; windowMs: number }) {
  const { tables, judges, windowMs } = options;
  const admin = `load-admin-${Math.random().toString(36).slice(2)}-secret`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rk-calls-load-'));
  const port = await reservePort();
  const server = await spawnSyncServer({ dataDir, port, adminSecret: admin, connectionsPerMinute: 100_000 });
  try {
    const e = await createEventOver(server.httpUrl, admin, 'Calls load test', 'Head');
    const ids: JudgeIdentity[] = Array.from({ length: judges }, (_, j) =>
      j === 0
        ? { judge: e.headJudge, key: e.headKey, name: 'Head Judge' }
        : { judge: `load-judge-${j}`, key: `load-key-${j}-0123456789`, name: `Judge${j} Floor`, join: e.joinSecret },
    );
    const secret = await turnCallsOn(server.url, e.event, ids[0]!, tables);
    const phones = await Promise.all(ids.map((me) => judgeCalls(server.url, e.event, me)));

    // When each judge's phone first has each call; a claim by one judge on seeing it.
    const seen = phones.map(() => new Map<string, number>());
    const claimers = new Map<string, number[]>();
    phones.forEach((phone, j) => {
      phone.doc.getMap('calls').observe((event) => {
        const now = performance.now();
        for (const id of event.keysChanged) {
          if (seen[j]!.has(id)) continue;
          seen[j]!.set(id, now);
          if (claimers.get(id)?.includes(j))
            setTimeout(
              () =>
                appendCallAction(phone.doc, {
                  call: id,
                  kind: 'claim',
                  by: ids[j]!.judge,
                  at: new Date().toISOString(),
                }),
              0,
            );
        }
      });
    });

    const sentAt = new Map<number, number>();
    const tableOf = new Map<string, number>();
    const answerMs: number[] = [];
    const answers = { created: 0, existing: 0, refused: [] as string[] };
    let polls = 0;
    let pollFailures = 0;
    let polling = true;
    const pollers: Promise<void>[] = [];
    const poll = async (table: number) => {
      while (polling) {
        await new Promise((r) => setTimeout(r, 2_000));
        if (!polling) return;
        polls++;
        const a = await callStatus(server.httpUrl, e.event, table, secret).catch(() => null);
        if (!a || a.status !== 200) pollFailures++;
      }
    };
    // How late this process's own timers ran: the players and judges here share the machine with the server.
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = performance.now();
    const calls = Array.from({ length: tables }, async (_, i) => {
      const table = i + 1;
      await new Promise((r) => setTimeout(r, Math.random() * windowMs));
      const pick = Math.floor(Math.random() * judges);
      sentAt.set(table, performance.now());
      const t0 = performance.now();
      const a = await callJudge(server.httpUrl, {
        event: e.event,
        table,
        secret,
        text: `Table ${table}: can a player bluff after passing?`,
      });
      answerMs.push(performance.now() - t0);
      if (a.status === 201 && a.body.call) {
        answers.created++;
        tableOf.set(a.body.call.id, table);
        claimers.set(a.body.call.id, table % 5 === 0 ? [pick, (pick + 1) % judges] : [pick]);
        // A claim for a call the phone already has (it can arrive before the answer).
        for (const j of claimers.get(a.body.call.id)!)
          if (seen[j]!.has(a.body.call.id))
            appendCallAction(phones[j]!.doc, {
              call: a.body.call.id,
              kind: 'claim',
              by: ids[j]!.judge,
              at: new Date().toISOString(),
            });
      } else answers.refused.push(`${a.status} ${a.body.reason}`);
      // One player in ten taps twice: the second gets the open call, not a new one.
      if (table % 10 === 0) {
        const again = await callJudge(server.httpUrl, { event: e.event, table, secret });
        if (again.status === 200 && again.body.existing) answers.existing++;
        else answers.refused.push(`second tap ${again.status} ${again.body.reason}`);
      }
      pollers.push(poll(table));
    });
    await Promise.all(calls);
    const callingMs = performance.now() - started;
    const end = Date.now() + 60_000;
    while (seen.some((m) => m.size < answers.created) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    const deliveredMs = performance.now() - started;
    // Claims settle: every phone's view of every call the same.
    const settle = Date.now() + 30_000;
    const agree = () => {
      const views = phones.map((p) => JSON.stringify(callViews(p.doc).map((v) => [v.id, v.state, v.claimedBy])));
      return views.every((v) => v === views[0]);
    };
    while (!agree() && Date.now() < settle) await new Promise((r) => setTimeout(r, 50));
    polling = false;
    await Promise.all(pollers);

    const latencies: number[] = [];
    for (const m of seen)
      for (const [id, at] of m) {
        const table = tableOf.get(id);
        if (table !== undefined) latencies.push(at - sentAt.get(table)!);
      }
    latencies.sort((a, b) => a - b);
    answerMs.sort((a, b) => a - b);
    const lost = phones.map((p) => answers.created - readCalls(p.doc).length);
    const perTable = new Map<number, number>();
    for (const c of readCalls(phones[0]!.doc)) perTable.set(c.table, (perTable.get(c.table) ?? 0) + 1);
    const doubled = [...perTable.values()].filter((n) => n > 1).length;
    const views = callViews(phones[0]!.doc);
    const rss = server.rssBytes();
    lag.disable();
    for (const p of phones) p.close();
    const r = Math.round;
    const pct = (list: number[], p: number) =>
      list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? NaN;
    return {
      scenario: `${tables} tables calling within ${r(windowMs / 1000)} s, ${judges} judges`,
      callsMade: answers.created,
      secondTapsShownTheOpenCall: answers.existing,
      refused: answers.refused,
      callingMs: r(callingMs),
      everyJudgeHasEveryCallMs: r(deliveredMs),
      deliveryMs: {
        p50: r(pct(latencies, 50)),
        p95: r(pct(latencies, 95)),
        max: r(latencies.at(-1) ?? NaN),
        samples: latencies.length,
      },
      callAnswerMs: { p50: r(pct(answerMs, 50)), p95: r(pct(answerMs, 95)), max: r(answerMs.at(-1) ?? NaN) },
      lostPerJudge: lost,
      tablesWithTwoCalls: doubled,
      claimed: views.filter((v) => v.state === 'claimed').length,
      everyPhoneNamesTheSameJudges: agree(),
      statusPolls: polls,
      statusPollFailures: pollFailures,
      serverRssMB: Math.round(rss / 1024 / 102.4) / 10,
      loadDriverLoopDelayMs: { p99: r(lag.percentile(99) / 1e6), max: r(lag.max / 1e6) },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
