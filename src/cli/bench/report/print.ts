import { LIGHTHOUSE_CATEGORIES } from '../browser/lighthouse.ts';
import type { Spread } from '../browser/main-thread.ts';
import { PEER_TIMING_BUDGET_MS } from '../compare-peers.ts';
import type { EngineLatency } from '../engine-node.ts';
import type { BenchResults } from '../results.ts';
import { type ByteSize, addSizes } from '../stats.ts';
import { formatTable, kb, ms, ratio } from './table.ts';

const scopeLabel = { ruleset: 'filtered to its rulebook', all: 'all rulebooks' } as const;
const latencyRows = (rows: readonly EngineLatency[]) =>
  rows.map((l) => [
    `${l.queries === 'questions' ? 'full questions' : 'as-you-type prefixes'}, ${scopeLabel[l.scope]}`,
    String(l.latency.n),
    ms(l.latency.p50),
    ms(l.latency.p95),
    ms(l.latency.max),
  ]);
const LATENCY_HEAD = ['queries', 'n', 'p50 ms', 'p95 ms', 'max ms'];
const size = (s: ByteSize) => [kb(s.raw), kb(s.gzip)];
/** " (412 of 11,230)" after a peer's latency when its budget timed only some of the queries. */
const timedOf = (timed: number, of: number) =>
  timed < of ? ` (${timed.toLocaleString('en')} of ${of.toLocaleString('en')})` : '';

/** The bench figures as tables, one section per part that ran. */
export function printResults(r: BenchResults): string {
  const { machine: m } = r;
  const out: string[] = [
    `Rulekeeper bench · ${r.date} · ${m.cpuModel} ×${m.cpus} · Node ${m.node} · load average ${m.loadAverage.start.toFixed(1)} → ${m.loadAverage.end.toFixed(1)}`,
    `questions: ${r.questions.file} (${r.questions.count})`,
  ];
  const section = (title: string, table: string) => out.push('', title, table);
  if (r.engine) {
    section(
      "Search engine in Node (the app's search(), limit 30; a full question from cold, prefixes typed in order as in the search box)",
      formatTable(LATENCY_HEAD, latencyRows(r.engine.latency)),
    );
    const total = addSizes(r.engine.indexes.map((i) => i.size));
    section(
      'Search index per ruleset in Node (load = MiniSearch.loadJSONAsync of the prebuilt index, as the app; build = from entries)',
      formatTable(
        ['ruleset', 'load ms', 'build ms', 'raw KB', 'gzip KB'],
        [
          ...r.engine.indexes.map((i) => [i.ruleset, ms(i.loadMs), ms(i.buildMs), ...size(i.size)]),
          [
            'total',
            ms(r.engine.indexes.reduce((s, i) => s + i.loadMs, 0)),
            ms(r.engine.indexes.reduce((s, i) => s + i.buildMs, 0)),
            ...size(total),
          ],
        ],
      ),
    );
  }
  if (r.peers) {
    section(
      `Peers on ${r.questions.file}, filtered by ruleset, limit 10 (ratio = app p95 ÷ peer p95 on full questions; below 1× the app is faster; "of" = timed on that many of them, spread over the file, within ${PEER_TIMING_BUDGET_MS / 1000} s)`,
      formatTable(
        ['engine', 'recall@3', 'MRR@10', 'p95 ms', 'typing p95 ms', 'app/peer', 'build ms', 'index gzip KB'],
        r.peers.map((p) => [
          p.name,
          p.recallAt3.toFixed(3),
          p.mrrAt10.toFixed(3),
          ms(p.questions.p95) + timedOf(p.timed.questions, p.timed.ofQuestions),
          ms(p.typing.p95) + timedOf(p.timed.typing, p.timed.ofTyping),
          ratio(p.appLatencyRatio),
          ms(p.buildMs),
          kb(p.indexGzipBytes),
        ]),
      ),
    );
    out.push(...r.peers.map((p) => `  ${p.name}: ${p.config}`));
  }
  if (r.chromiumEngine) {
    section(
      "Search engine in Chromium at 4× CPU (the app's search() in a page, limit 30; questions from cold, prefixes typed in order)",
      formatTable(LATENCY_HEAD, latencyRows(r.chromiumEngine.latency)),
    );
    section(
      'Search ready per ruleset in Chromium (median of 5; longest main-thread task meanwhile; workers are not CPU-throttled)',
      formatTable(
        ['CPU, ruleset', 'prebuilt ms', 'task ms', 'worker build ms', 'task ms', 'index KB', 'data KB'],
        r.chromiumEngine.indexLoad.map((l) => [
          `${l.cpuThrottling}× ${l.ruleset}`,
          ms(l.prebuiltMs),
          ms(l.prebuiltLongestTaskMs),
          ms(l.workerMs),
          ms(l.workerLongestTaskMs),
          kb(l.indexBytes),
          kb(l.dataBytes),
        ]),
      ),
    );
  }
  if (r.keystrokes) {
    section(
      'Keystroke → results painted in the built app at 4× CPU (every character of every question typed into the search box)',
      formatTable(
        ['results', 'keystrokes', 'changed', 'in its own frame', 'p50 ms', 'p95 ms', 'max ms'],
        [
          ...r.keystrokes.map((k) => [
            scopeLabel[k.scope],
            String(k.keystrokes),
            String(k.changed),
            k.ownFrame === undefined ? '–' : String(k.ownFrame),
            ms(k.latency.p50),
            ms(k.latency.p95),
            ms(k.latency.max),
          ]),
          // The floor: the same typing where nothing answers (a bare input on a blank page), character painted.
          ...(r.typingFloor
            ? [
                [
                  'floor: bare input, blank page',
                  String(r.typingFloor.keystrokes),
                  '–',
                  '–',
                  ms(r.typingFloor.latency.p50),
                  ms(r.typingFloor.latency.p95),
                  ms(r.typingFloor.latency.max),
                ],
              ]
            : []),
        ],
      ),
    );
  }
  if (r.questionToPassage) {
    const q = r.questionToPassage;
    section(
      `Result tapped → its passage highlighted and painted in view, built app at 4× CPU (${q.questions} questions, first result)`,
      formatTable(
        ['section', 'taps', 'p50 ms', 'p95 ms', 'max ms'],
        [
          ['cold (first section opened)', q.cold],
          ['warm (same result after Back)', q.warm],
        ].map(([label, l]) => {
          const latency = l as typeof q.cold;
          return [label as string, String(latency.n), ms(latency.p50), ms(latency.p95), ms(latency.max)];
        }),
      ),
    );
  }
  if (r.pageLoads) {
    section(
      'Home page at 4× CPU (median of runs; ms from navigation start)',
      formatTable(
        ['load', 'first paint', 'LCP', 'search ready', 'ready − paint (min–max)'],
        r.pageLoads.map((p) => [
          p.condition,
          ms(p.firstPaintMs),
          ms(p.lcpMs),
          ms(p.searchReadyMs),
          `${ms(p.searchReadyAfterPaintMs)} (${p.searchReadyAfterPaintRange.map(ms).join('–')})`,
        ]),
      ),
    );
  }
  if (r.mainThread) {
    const { loads, deepLinkLcp, initialJsGzipBytes, workerCost } = r.mainThread;
    const range = (s: Spread) => `${ms(s.median)} (${ms(s.min)}–${ms(s.max)})`;
    section(
      `Main thread while loading at 4× CPU (longtask observer from before the app's scripts; median (min–max) of ${loads[0]?.runs ?? 0} runs; TBT counted from first contentful paint)`,
      formatTable(
        ['page, load', 'TBT ms', 'longest task ms', 'long tasks'],
        loads.map((l) => [`${l.path}, ${l.condition}`, range(l.tbtMs), range(l.longestTaskMs), range(l.longTasks)]),
      ),
    );
    section(
      'Deep link on the mobile profile (cold, 150 ms RTT / 1.6 Mbps, 4× CPU), initial JavaScript, search worker cost (home, 4× CPU; the worker itself is not CPU-throttled)',
      formatTable(
        ['figure', 'value'],
        [
          [`LCP of ${deepLinkLcp.path}, ms, median (min–max) of ${deepLinkLcp.runs}`, range(deepLinkLcp.lcpMs)],
          [
            'initial JS (index.html scripts and modulepreloads), KB gzip (1 KB = 1000 bytes)',
            (initialJsGzipBytes / 1000).toFixed(1),
          ],
          [
            `search worker start-up: created → every index ready, ms, cold, local network (${workerCost.runs} runs)`,
            workerCost.startupMs ? range(workerCost.startupMs) : 'no worker',
          ],
          ['JS heap of the page (main thread) once search is ready, MB', range(workerCost.pageHeapMb)],
          [
            'JS heap of the search worker once search is ready, MB',
            workerCost.workerHeapMb ? range(workerCost.workerHeapMb) : 'no worker',
          ],
        ],
      ),
    );
  }
  if (r.lighthouse) {
    section(
      `Lighthouse (mobile, simulated 150 ms RTT / 1.6 Mbps / 4× CPU; median of ${r.lighthouse[0]?.runs ?? 0} runs by score)`,
      formatTable(
        ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
        r.lighthouse.map((l) => [
          l.path,
          ...LIGHTHOUSE_CATEGORIES.map((c) => String(l.scores[c])),
          ms(l.metrics.fcp),
          ms(l.metrics.lcp),
          ms(l.metrics.tbt),
          l.metrics.cls.toFixed(3),
          ms(l.metrics.speedIndex),
        ]),
      ),
    );
    for (const l of r.lighthouse) out.push(...l.failing.map((f) => `  ${l.path} ${f.category}: ${f.id} (${f.title})`));
  }
  section(
    'Targets',
    formatTable(
      ['target', 'measured', 'met'],
      r.targets.map((t) => [t.target, t.measured, t.met ? 'yes' : 'NO']),
    ),
  );
  return out.join('\n');
}
