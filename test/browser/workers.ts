/** How many browser test files run at once (vite.config.ts): each gets a sync port of its own (global-setup.ts). */
export const BROWSER_WORKERS = 2;
