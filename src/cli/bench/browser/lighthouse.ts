import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromiumPath } from '../../chromium.ts';

/** The four Lighthouse categories the targets cover. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** The median Lighthouse run on one page (mobile, simulated throttling: 150 ms RTT, 1.6 Mbps, 4× CPU). */
export interface LighthouseResult {
  path: string;
  runs: number;
  /** Scores 0–100 of the median run (by performance score). */
  scores: Record<Category, number>;
  /** Lighthouse's own metrics of that run, ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** Audits that cost points in any category, with Lighthouse's title: what limits a score below 100. */
  failing: { category: Category; id: string; title: string }[];
}

interface Report {
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number; scoreDisplayMode: string }>;
}

const RUNS = 5;
const BIN = resolve(import.meta.dirname, '../../../../node_modules/.bin/lighthouse');

function runLighthouse(url: string): Report {
  const run = spawnSync(
    BIN,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Report;
}

function summarizeRun(path: string, report: Report): LighthouseResult {
  const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    path,
    runs: RUNS,
    scores: Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)]),
    ) as Record<Category, number>,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
    },
    failing: LIGHTHOUSE_CATEGORIES.flatMap((category) =>
      report.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ({ category, id: ref.id, title: report.audits[ref.id]?.title ?? ref.id })),
    ),
  };
}

/** Runs Lighthouse (the npm package's CLI, Debian's Chromium, headless) RUNS times and keeps the median run. */
export function measureLighthouse(baseURL: string, path: string): LighthouseResult {
  const reports = Array.from({ length: RUNS }, () => runLighthouse(baseURL + path));
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return summarizeRun(path, reports[Math.floor(RUNS / 2)] as Report);
}
