/**
 * How many test files run at once, unit and browser alike (vite.config.ts): each browser file running gets a sync port
 * of its own (global-setup.ts, harness.ts syncPort()).
 */
export const TEST_WORKERS = 2;
