import type { BenchResults, TargetCheck } from '../results.ts';
import { ms } from './table.ts';

/** Checks a figure against a bound; absent figures (part not run) give no row. */
function check(
  target: string,
  value: number | undefined,
  ok: (v: number) => boolean,
  show: (v: number) => string = (v) => `${ms(v)} ms`,
): TargetCheck[] {
  return value === undefined ? [] : [{ target, measured: show(value), met: ok(value) }];
}

const worst = (values: number[]): number | undefined => (values.length ? Math.max(...values) : undefined);

/** The targets of issue 7, checked against what this run measured. */
export function checkTargets(r: Omit<BenchResults, 'targets'>): TargetCheck[] {
  const load = (condition: string) => r.pageLoads?.find((p) => p.condition === condition);
  const home = r.lighthouse?.find((l) => l.path === '/');
  const app = r.peers?.[0];
  const others = r.peers?.slice(1) ?? [];
  return [
    ...check(
      'keystroke → results painted, p95 ≤ 50 ms at 4× CPU (worst scope)',
      worst(r.keystrokes?.map((k) => k.latency.p95) ?? []),
      (v) => v <= 50,
    ),
    ...check(
      'search engine p95 ≤ 10 ms at 4× CPU (worst query set)',
      worst(r.chromiumEngine?.latency.map((l) => l.latency.p95) ?? []),
      (v) => v <= 10,
    ),
    ...check(
      'search ready ≤ 1 s after first paint at 4× CPU, warm offline',
      load('warm, offline (service worker)')?.searchReadyAfterPaintMs,
      (v) => v <= 1000,
    ),
    ...check(
      'search ready ≤ 1 s after first paint at 4× CPU, cold (local network)',
      load('cold, local network')?.searchReadyAfterPaintMs,
      (v) => v <= 1000,
    ),
    ...check('LCP cold ≤ 2.0 s (mobile network, 4× CPU)', load('cold, mobile network')?.lcpMs, (v) => v <= 2000),
    ...check('LCP warm offline ≤ 1.0 s (4× CPU)', load('warm, offline (service worker)')?.lcpMs, (v) => v <= 1000),
    ...check(
      'longest main-thread task ≤ 50 ms, cold load at 4× CPU (worst page, median of runs)',
      worst(r.mainThread?.loads.filter((l) => l.condition.startsWith('cold')).map((l) => l.longestTaskMs.median) ?? []),
      (v) => v <= 50,
    ),
    ...check(
      'Total Blocking Time ≤ 50 ms at 4× CPU (worst page and load, median of runs)',
      worst(r.mainThread?.loads.map((l) => l.tbtMs.median) ?? []),
      (v) => v <= 50,
    ),
    ...check(
      'deep-link LCP ≤ 1.5 s (mobile network, 4× CPU)',
      r.mainThread?.deepLinkLcp.lcpMs.median,
      (v) => v <= 1500,
    ),
    ...check(
      'initial JS ≤ 50 KB gzip',
      r.mainThread?.initialJsGzipBytes,
      (v) => v <= 50_000,
      (v) => `${(v / 1000).toFixed(1)} KB`,
    ),
    ...check(
      'Lighthouse TBT ≤ 50 ms (worst page)',
      worst(r.lighthouse?.map((l) => l.metrics.tbt) ?? []),
      (v) => v <= 50,
    ),
    ...check(
      'Lighthouse performance ≥ 98 (worst page)',
      worst(r.lighthouse?.map((l) => -l.scores.performance) ?? []),
      (v) => -v >= 98,
      (v) => String(-v),
    ),
    ...check('Lighthouse performance ≥ 95', home?.scores.performance, (v) => v >= 95, String),
    ...check('Lighthouse accessibility = 100', home?.scores.accessibility, (v) => v === 100, String),
    ...check('Lighthouse best practices = 100', home?.scores['best-practices'], (v) => v === 100, String),
    ...check('Lighthouse SEO = 100', home?.scores.seo, (v) => v === 100, String),
    ...check(
      'app leads every peer on recall@3',
      app && others.length ? app.recallAt3 - Math.max(...others.map((p) => p.recallAt3)) : undefined,
      (v) => v >= 0,
      (v) => `${app?.recallAt3.toFixed(3)} (margin ${v >= 0 ? '+' : ''}${v.toFixed(3)})`,
    ),
    ...check(
      'app leads every peer on MRR@10',
      app && others.length ? app.mrrAt10 - Math.max(...others.map((p) => p.mrrAt10)) : undefined,
      (v) => v >= 0,
      (v) => `${app?.mrrAt10.toFixed(3)} (margin ${v >= 0 ? '+' : ''}${v.toFixed(3)})`,
    ),
  ];
}
