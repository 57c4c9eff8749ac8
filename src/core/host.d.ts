/**
 * The globals the core uses that every place it runs provides (browsers, the search worker, Node ≥ 20) but the ES lib
 * leaves out: the core compiles with neither DOM nor Node types (tsconfig.json), so it declares just these.
 */
// The callback is called with no arguments, so one that takes an optional value (a promise's resolve) fits too.
declare function setTimeout(callback: (...args: undefined[]) => void, ms?: number): unknown;
declare function clearTimeout(timer: unknown): void;
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };
/** A WebSocket message as the sync provider hands it on (event/session-connection.ts reads binary frames' data). */
interface MessageEvent {
  readonly data: unknown;
}
