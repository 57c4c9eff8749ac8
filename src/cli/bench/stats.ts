import { gzipSync } from 'node:zlib';

/** Latency percentiles of a set of timed calls, in milliseconds. */
export interface LatencySummary {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
}

export function median(samples: readonly number[]): number {
  return percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );
}

/** Size of a text as shipped: raw UTF-8 bytes and gzip (what a server or the service worker transfers). */
export interface ByteSize {
  raw: number;
  gzip: number;
}

export function byteSize(text: string): ByteSize {
  return { raw: Buffer.byteLength(text), gzip: gzipSync(text).length };
}

export function addSizes(sizes: readonly ByteSize[]): ByteSize {
  return sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
}
