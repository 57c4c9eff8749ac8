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
