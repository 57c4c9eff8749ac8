/** Size limits: generous for a season of rulings, small enough that a wrong or hostile file cannot freeze a phone. */

/** Largest import file accepted, in bytes (a full season's log with results attached is well under 1 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Most rulings, bookmarks or notes in one file. */
export const MAX_ITEMS = 20_000;
/** Longest short field (event, round, table, ids, labels). */
export const MAX_SHORT = 300;
/** Longest long field (question, ruling, note, appeal outcome). */
export const MAX_LONG = 20_000;
/** Most rules cited by one ruling. */
export const MAX_CITATIONS = 50;
/** Reading history kept, most recent first. */
export const HISTORY_LIMIT = 100;
/** Recent searches kept. */
export const RECENT_SEARCH_LIMIT = 20;
/** Deepest nesting of a calculator's attached input (real inputs nest a few levels; storage and comparison need a bound). */
export const MAX_INPUT_DEPTH = 32;
/** Largest attached calculator input, in characters of JSON (real inputs are a few thousand). */
export const MAX_INPUT_CHARS = 100_000;
/** How far ahead of this device's clock a recorded time may be: another phone's clock may run fast, not by a day. */
export const MAX_AHEAD_MS = 24 * 60 * 60 * 1000;
