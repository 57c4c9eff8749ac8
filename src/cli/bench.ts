/**
 * `npm run bench [-- PART…] [--questions=FILE.tsv]`: speed, size and search quality, printed as tables and written as
 * JSON to bench-results.json. Parts (default all): node (the app's search engine), peers (other engines on the same
 * questions), chromium (engine, typing and page loads at 4× CPU against the built app), main-thread (long tasks and
 * Total Blocking Time of home and a deep link, deep-link LCP, initial JS), passage (a result tapped to its passage
 * highlighted in view, at 4× CPU), lighthouse. Questions default to test/fixtures/judge-questions.tsv.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { relative, resolve } from 'node:path';
import { programArgs, refuse } from './args.ts';
import { launchChromium } from './chromium.ts';
import { measureEngineInChromium } from './bench/browser/engine-in-chromium.ts';
import { startBuiltApp } from './bench/browser/app-server.ts';
import { measureKeystrokes } from './bench/browser/keystroke.ts';
import { measureTypingFloor } from './bench/browser/typing-floor.ts';
import { measureLighthouse } from './bench/browser/lighthouse.ts';
import { measureMainThread } from './bench/browser/main-thread.ts';
import { measureWorkerCost } from './bench/browser/worker-cost.ts';
import { measurePageLoads } from './bench/browser/page-load.ts';
import { initialScripts, totalGzip } from './build-size.ts';
import { measureQuestionToPassage } from './bench/browser/question-to-passage.ts';
import { comparePeers } from './bench/compare-peers.ts';
import { loadBenchCorpus } from './bench/corpus.ts';
import { measureEngineInNode } from './bench/engine-node.ts';
import { PEERS } from './bench/peers/index.ts';
import { QUESTIONS_FILE, loadQuestions } from './bench/questions.ts';
import { printResults } from './bench/report/print.ts';
import { checkTargets } from './bench/report/targets.ts';
import type { BenchResults } from './bench/results.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = resolve(ROOT, 'bench-results.json');
const PARTS = ['node', 'peers', 'chromium', 'main-thread', 'passage', 'lighthouse'] as const;

const USAGE = `usage: npm run bench -- [PART …] [--questions=FILE.tsv]; parts: ${PARTS.join(', ')} (default all)`;
const { values, positional: asked } = programArgs(process.argv.slice(2), { usage: USAGE, valued: ['questions'] });
const questionsFile = resolve(values.get('questions') ?? QUESTIONS_FILE);
const unknown = asked.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length) refuse(`unknown bench part ${unknown.join(', ')}\n${USAGE}`);
if (!existsSync(questionsFile)) refuse(`no question file ${questionsFile}`);
const runs = (part: (typeof PARTS)[number]) => asked.length === 0 || asked.includes(part);

const questions = loadQuestions(questionsFile);
const corpus = loadBenchCorpus();
const results: Omit<BenchResults, 'targets'> = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    loadAverage: { start: loadavg()[0] ?? 0, end: 0 },
  },
  questions: { file: relative(ROOT, questionsFile), count: questions.length },
};
if (runs('node')) results.engine = await measureEngineInNode(corpus, questions);
if (runs('peers')) results.peers = await comparePeers(corpus, questions, PEERS);
if (runs('chromium') || runs('main-thread') || runs('passage') || runs('lighthouse')) {
  const app = await startBuiltApp();
  try {
    if (runs('chromium') || runs('passage')) {
      const browser = await launchChromium();
      try {
        if (runs('chromium')) {
          results.chromiumEngine = await measureEngineInChromium(browser, corpus, questions);
          results.keystrokes = await measureKeystrokes(browser, app.url, questions);
          results.typingFloor = await measureTypingFloor(browser, app.url, questions);
          results.pageLoads = await measurePageLoads(browser, app.url);
        }
        if (runs('passage')) results.questionToPassage = await measureQuestionToPassage(browser, app.url, questions);
      } finally {
        await browser.close();
      }
    }
    if (runs('main-thread')) {
      const browser = await launchChromium();
      try {
        results.mainThread = {
          ...(await measureMainThread(browser, app.url)),
          initialJsGzipBytes: totalGzip(initialScripts(app.dir)),
          workerCost: await measureWorkerCost(browser, app.url),
        };
      } finally {
        await browser.close();
      }
    }
    if (runs('lighthouse'))
      results.lighthouse = [measureLighthouse(app.url, '/'), measureLighthouse(app.url, '/rage-2018/6-11-frenzy')];
  } finally {
    app.stop();
  }
}

results.machine.loadAverage.end = loadavg()[0] ?? 0;
const report: BenchResults = { ...results, targets: checkTargets(results) };
console.log(printResults(report));
writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten: ${relative(ROOT, OUT)}`);
