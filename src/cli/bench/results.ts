import type { ChromiumEngineResult } from './browser/engine-in-chromium.ts';
import type { KeystrokeResult } from './browser/keystroke.ts';
import type { TypingFloorResult } from './browser/typing-floor.ts';
import type { DeepLinkLcpResult, MainThreadResult } from './browser/main-thread.ts';
import type { WorkerCostResult } from './browser/worker-cost.ts';
import type { LighthouseResult } from './browser/lighthouse.ts';
import type { PageLoadResult } from './browser/page-load.ts';
import type { QuestionToPassageResult } from './browser/question-to-passage.ts';
import type { PeerResult } from './compare-peers.ts';
import type { NodeEngineResult } from './engine-node.ts';

/** A target of issue 7 and whether this run meets it. */
export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

/** Everything `npm run bench` measured: printed as tables and written to bench-results.json. Parts not run are absent. */
export interface BenchResults {
  date: string;
  /** Load average (1 min) at start and end: timings on a busy machine run slow, so read them with it. */
  machine: { cpus: number; cpuModel: string; node: string; loadAverage: { start: number; end: number } };
  questions: { file: string; count: number };
  engine?: NodeEngineResult;
  peers?: PeerResult[];
  chromiumEngine?: ChromiumEngineResult;
  keystrokes?: KeystrokeResult[];
  /** The same typing into a bare input on a blank page: the floor under `keystrokes`. */
  typingFloor?: TypingFloorResult;
  pageLoads?: PageLoadResult[];
  mainThread?: {
    loads: MainThreadResult[];
    deepLinkLcp: DeepLinkLcpResult;
    initialJsGzipBytes: number;
    workerCost: WorkerCostResult;
  };
  questionToPassage?: QuestionToPassageResult;
  lighthouse?: LighthouseResult[];
  targets: TargetCheck[];
}
