import type { EditorNote, RulesetMeta } from '../content/model.ts';
import { textChanged, wordDiff, type DiffPart } from './word-diff.ts';
import { type BookEntry, SAME_RULE, entryName, likeness } from './book.ts';
import { BookIndex } from './book-index.ts';

/** Where a passage is in one version: its section (anchor and printed name) and its own anchor and words. */
export interface PassageAt {
  entry: string;
  /** "6.9.2 BLUFFS". */
  name: string;
  passage: string;
  text: string;
}

/**
 * One difference between two versions of a rulebook: a passage reworded in its section (`changed`), followed into
 * another section (`moved`, reworded or not: `diff` null when not), there only before (`removed`) or only after
 * (`added`); a section's printed number or title (`heading`); an editor's note added or removed (`note-added`,
 * `note-removed`: notes are the editors' words, not the rules', and are labelled so).
 */
export type Change =
  | { kind: 'changed'; before: PassageAt; after: PassageAt; diff: DiffPart[] }
  | { kind: 'moved'; before: PassageAt; after: PassageAt; diff: DiffPart[] | null }
  | { kind: 'removed'; before: PassageAt }
  | { kind: 'added'; after: PassageAt }
  | { kind: 'heading'; entry: string; before: string; after: string; diff: DiffPart[] }
  | { kind: 'note-added' | 'note-removed'; entry: string; name: string; text: string };

/** A version of a rulebook as compared: its edition, its entries, its editor's notes. */
export interface BookVersion {
  meta: Pick<RulesetMeta, 'id' | 'shortTitle' | 'edition' | 'date'>;
  entries: readonly BookEntry[];
  notes: readonly EditorNote[];
}

/** What one update changed in one rulebook, kept on the phone for its "What changed" page. */
export interface BookChanges {
  ruleset: string;
  shortTitle: string;
  before: { edition: string; date: string };
  after: { edition: string; date: string };
  changes: Change[];
}

const at = (entry: BookEntry, passage: { id: string; text: string }): PassageAt => ({
  entry: entry.id,
  name: entryName(entry),
  passage: passage.id,
  text: passage.text,
});

/**
 * Every difference between two versions of a rulebook, in the order of the newer one. Passages are paired by
 * anchor, then by words (the same words elsewhere: moved; words alike: reworded), so a passage that moved to another
 * section, or whose first words (and so its anchor) changed, is followed rather than counted removed and added.
 */
export function compareVersions(before: BookVersion, after: BookVersion): BookChanges {
  const old = new BookIndex(before.entries);
  const now = new BookIndex(after.entries);
  const changes: Change[] = [];
  const nowById = new Map(now.passages.map((p) => [p.passage, p]));
  const unpairedOld = old.passages.filter((p) => {
    const twin = nowById.get(p.passage);
    if (!twin) return true;
    nowById.delete(p.passage);
    if (textChanged(p.text, twin.text))
      changes.push({
        kind: 'changed',
        before: at(p.entry, { id: p.passage, text: p.text }),
        after: at(twin.entry, { id: twin.passage, text: twin.text }),
        diff: wordDiff(p.text, twin.text),
      });
    return false;
  });
  const unpairedNow = new Set(nowById.values());
  const stillOld = [];
  // The same words under a new anchor: in the same section, a passage renamed (nothing changed); elsewhere, moved.
  for (const p of unpairedOld) {
    const twin = [...unpairedNow].find((q) => !textChanged(p.text, q.text));
    if (!twin) {
      stillOld.push(p);
      continue;
    }
    unpairedNow.delete(twin);
    if (twin.entry.id !== p.entry.id)
      changes.push({
        kind: 'moved',
        before: at(p.entry, { id: p.passage, text: p.text }),
        after: at(twin.entry, { id: twin.passage, text: twin.text }),
        diff: null,
      });
  }
  // Words alike: the likest pairs first, so each passage is paired with the one it most resembles.
  const pairs = stillOld
    .flatMap((p) => [...unpairedNow].map((q) => ({ p, q, score: likeness(old.wordsOf(p), now.wordsOf(q)) })))
    .filter((x) => x.score >= SAME_RULE)
    .sort((a, b) => b.score - a.score || Number(b.q.entry.id === b.p.entry.id) - Number(a.q.entry.id === a.p.entry.id));
  const paired = new Set<unknown>();
  for (const { p, q } of pairs) {
    if (paired.has(p) || paired.has(q)) continue;
    paired.add(p).add(q);
    unpairedNow.delete(q);
    changes.push({
      kind: q.entry.id === p.entry.id ? 'changed' : 'moved',
      before: at(p.entry, { id: p.passage, text: p.text }),
      after: at(q.entry, { id: q.passage, text: q.text }),
      diff: wordDiff(p.text, q.text),
    });
  }
  for (const p of stillOld)
    if (!paired.has(p)) changes.push({ kind: 'removed', before: at(p.entry, { id: p.passage, text: p.text }) });
  for (const q of unpairedNow) changes.push({ kind: 'added', after: at(q.entry, { id: q.passage, text: q.text }) });
  changes.push(...headingChanges(before.entries, after.entries), ...noteChanges(before, after));
  return {
    ruleset: after.meta.id,
    shortTitle: after.meta.shortTitle,
    before: { edition: before.meta.edition, date: before.meta.date },
    after: { edition: after.meta.edition, date: after.meta.date },
    changes: inReadingOrder(changes, after.entries, before.entries),
  };
}

/** Sections under the same anchor with another printed number or title. */
function headingChanges(before: readonly BookEntry[], after: readonly BookEntry[]): Change[] {
  const nowById = new Map(after.map((e) => [e.id, e]));
  return before.flatMap((e) => {
    const twin = nowById.get(e.id);
    if (!twin || !textChanged(entryName(e), entryName(twin))) return [];
    const [was, is] = [entryName(e), entryName(twin)];
    return [{ kind: 'heading' as const, entry: e.id, before: was, after: is, diff: wordDiff(was, is) }];
  });
}

/** Editor's notes there only before or only after (a note whose words changed is one of each). */
function noteChanges(before: BookVersion, after: BookVersion): Change[] {
  const key = (n: EditorNote) => `${n.entry}\n${n.text}`;
  const name = (version: BookVersion, id: string) => {
    const entry = version.entries.find((e) => e.id === id);
    return entry ? entryName(entry) : id;
  };
  const was = new Set(before.notes.map(key));
  const is = new Set(after.notes.map(key));
  return [
    ...before.notes
      .filter((n) => !is.has(key(n)))
      .map((n) => ({ kind: 'note-removed' as const, entry: n.entry, name: name(before, n.entry), text: n.text })),
    ...after.notes
      .filter((n) => !was.has(key(n)))
      .map((n) => ({ kind: 'note-added' as const, entry: n.entry, name: name(after, n.entry), text: n.text })),
  ];
}

/** The section a change is in, as the newer version places it (else the older). */
function entryOf(change: Change): string {
  if ('after' in change && typeof change.after === 'object') return change.after.entry;
  if ('before' in change && typeof change.before === 'object') return change.before.entry;
  return 'entry' in change ? change.entry : '';
}

/** Changes in the order their sections are read: the newer version's order, then sections only the older had. */
function inReadingOrder(changes: Change[], after: readonly BookEntry[], before: readonly BookEntry[]): Change[] {
  const order = new Map<string, number>();
  for (const e of [...after, ...before]) if (!order.has(e.id)) order.set(e.id, order.size);
  const rank = (c: Change) => order.get(entryOf(c)) ?? order.size;
  return changes
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

/** How many changes of each kind: what the update prompt and the page's heading say. */
export interface ChangeCounts {
  changed: number;
  added: number;
  removed: number;
  moved: number;
  headings: number;
  notes: number;
}

export function countChanges(changes: readonly Change[]): ChangeCounts {
  const counts: ChangeCounts = { changed: 0, added: 0, removed: 0, moved: 0, headings: 0, notes: 0 };
  for (const c of changes) {
    if (c.kind === 'heading') counts.headings++;
    else if (c.kind === 'note-added' || c.kind === 'note-removed') counts.notes++;
    else counts[c.kind]++;
  }
  return counts;
}

/** "3 passages changed, 1 added, 1 moved, 1 editor's note": how much, in words (empty when nothing). */
export function describeCounts(counts: ChangeCounts): string {
  const passages = (['changed', 'added', 'removed', 'moved'] as const).filter((k) => counts[k] > 0);
  const parts = passages.map((k, i) => {
    const n = counts[k];
    return i === 0 ? `${n} ${n === 1 ? 'passage' : 'passages'} ${k}` : `${n} ${k}`;
  });
  if (counts.headings) parts.push(`${counts.headings} ${counts.headings === 1 ? 'heading' : 'headings'} changed`);
  if (counts.notes) parts.push(`${counts.notes} editor's ${counts.notes === 1 ? 'note' : 'notes'} changed`);
  return parts.join(', ');
}

/** True when the edition is the same: the changes are then corrections of this app's copy, not the publisher's. */
export function sameEdition(c: Pick<BookChanges, 'before' | 'after'>): boolean {
  return c.before.edition === c.after.edition && c.before.date === c.after.date;
}

/**
 * What an update changes, one rulebook a sentence: "Rage 2018: 3 passages changed, 1 added (corrections of this
 * app's copy; same edition)." Empty when the update changes no rulebook's text.
 */
export function describeUpdate(books: readonly BookChanges[]): string {
  return books
    .map((b) => {
      const how = describeCounts(countChanges(b.changes)) || 'no passage changed';
      const why = sameEdition(b) ? "corrections of this app's copy; same edition" : `new edition: ${b.after.edition}`;
      return `${b.shortTitle}: ${how} (${why}).`;
    })
    .join(' ');
}
