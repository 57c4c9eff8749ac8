/**
 * The globals the core uses that every place it runs provides (browsers, the search worker, Node ≥ 20) but the ES lib
 * leaves out: the core compiles with neither DOM nor Node types (tsconfig.json), so it declares just these.
 */
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };
