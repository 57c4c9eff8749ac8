import { passagePath } from '../core/content/routes.ts';
import type { Citation } from '../core/toolkit/schema.ts';

/** The toolkit's pages. */
export const LOG_PATH = '/log';
export const SAVED_PATH = '/saved';
export const SHARED_RULING_PATH = '/log/shared';
export const NEW_RULING_PATH = '/log/new';

export function rulingPath(id: string): string {
  return `${LOG_PATH}/${encodeURIComponent(id)}`;
}

/**
 * The capture page, citing a section (or a passage of it) when it comes from one:
 * "/log/new?cite=rage-2018/6-9-2-bluffs", "/log/new?cite=rage-2018/6-9-2-bluffs/6-9-2-bluffs--a-bluff-succeeds".
 */
export function newRulingPath(from: { cite?: Pick<Citation, 'ruleset' | 'anchor' | 'passage'> } = {}): string {
  const c = from.cite;
  return c
    ? `${NEW_RULING_PATH}?${new URLSearchParams({ cite: [c.ruleset, c.anchor, ...(c.passage ? [c.passage] : [])].join('/') })}`
    : NEW_RULING_PATH;
}

/**
 * The link to a section named by stored data (a citation, bookmark, note, history row): each part is encoded, so
 * whatever an older version let in ("/evil.example", "a/b", "") stays a path in this app, never another site.
 */
export function sectionPath(ruleset: string, anchor: string): string {
  return passagePath(ruleset, anchor);
}
