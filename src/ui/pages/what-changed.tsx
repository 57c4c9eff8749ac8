import { RULEBOOKS_URL } from 'virtual:rulesets';
import { useEffect } from 'preact/hooks';
import {
  type BookChanges,
  type Change,
  countChanges,
  describeCounts,
  sameEdition,
} from '../../core/changes/compare-versions.ts';
import { aboutPath, rulesetPath } from '../../core/content/routes.ts';
import { type RuleUpdate, listRuleUpdates } from '../../core/storage/rule-updates.ts';
import { listRulings } from '../../core/storage/rulings.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { findManifest } from '../data/rulesets.ts';
import { passagePath } from '../../core/content/routes.ts';
import { editionLabel } from '../rulings/edition-label.ts';
import { rulingPath } from '../routes.ts';
import { longTime } from '../kit/time.ts';
import { useStored } from '../kit/use-stored.ts';
import { WordDiffView } from '../rulings/word-diff-view.tsx';
import { appHref } from '../base-path.ts';
import '../kit/toolkit.css';

/** The updates this phone has taken (not one still waiting for a reload), newest first, with this rulebook's part. */
function appliedUpdates(updates: readonly RuleUpdate[], ruleset: string): { update: RuleUpdate; book: BookChanges }[] {
  const own = new URL(RULEBOOKS_URL, location.href).pathname;
  return updates.flatMap((update) => {
    const book = update.from !== own ? update.books.find((b) => b.ruleset === ruleset) : undefined;
    return book ? [{ update, book }] : [];
  });
}

/** The section (and passage) a change is about before the update, and after it. */
function placesOf(c: Change): {
  before?: { entry: string; passage?: string };
  after?: { entry: string; passage?: string };
} {
  if (c.kind === 'heading' || c.kind === 'note-added' || c.kind === 'note-removed')
    return { before: { entry: c.entry }, after: { entry: c.entry } };
  return { ...('before' in c ? { before: c.before } : {}), ...('after' in c ? { after: c.after } : {}) };
}

/**
 * The rulings citing what a change is about: the passage changed, or the whole section it was in (an added
 * passage changes a section cited whole).
 */
function citing(rulings: readonly Ruling[], ruleset: string, c: Change): Ruling[] {
  const { before, after } = placesOf(c);
  return rulings.filter((r) =>
    r.citations.some((cite) => {
      if (cite.ruleset !== ruleset) return false;
      const passage = cite.passage ?? '';
      return [before, after].some(
        (place) => place && cite.anchor === place.entry && (!passage || passage === place.passage),
      );
    }),
  );
}

/** What kind of change, in words, with the section it is in. */
function ChangeHead({ ruleset, change: c }: { ruleset: string; change: Change }) {
  const link = (entry: string, name: string, passage?: string) => (
    <a href={appHref(passagePath(ruleset, entry, passage))}>§{name}</a>
  );
  switch (c.kind) {
    case 'changed':
      return <>Changed in {link(c.after.entry, c.after.name, c.after.passage)}</>;
    case 'moved':
      return (
        <>
          Moved from §{c.before.name} to {link(c.after.entry, c.after.name, c.after.passage)}
          {c.diff ? ', with other words' : ', same words'}
        </>
      );
    case 'added':
      return <>Added to {link(c.after.entry, c.after.name, c.after.passage)}</>;
    case 'removed':
      return <>Removed from §{c.before.name}</>;
    case 'heading':
      return <>Heading changed: {link(c.entry, c.after)}</>;
    case 'note-added':
      return <>Editor's note added in {link(c.entry, c.name)} (the editors' words, not the rules')</>;
    case 'note-removed':
      return <>Editor's note removed from §{c.name} (the editors' words, not the rules')</>;
  }
}

/** The words of a change: old and new word by word, or the passage added (underlined) or removed (struck out). */
function ChangeWords({ change: c }: { change: Change }) {
  if (c.kind === 'changed' || c.kind === 'heading') return <WordDiffView diff={c.diff} />;
  if (c.kind === 'moved') return c.diff ? <WordDiffView diff={c.diff} /> : <p class="tk-text">{c.after.text}</p>;
  if (c.kind === 'added') return <WordDiffView diff={[{ kind: 'added', text: c.after.text }]} />;
  if (c.kind === 'removed') return <WordDiffView diff={[{ kind: 'removed', text: c.before.text }]} />;
  return <WordDiffView diff={[{ kind: c.kind === 'note-added' ? 'added' : 'removed', text: c.text }]} />;
}

/** /:ruleset/changes: what each update this phone took changed in a rulebook, passage by passage. */
export function WhatChangedPage({ ruleset }: { ruleset: string }) {
  const meta = findManifest(ruleset)?.meta;
  const { value, loaded } = useStored(
    async () => ({ updates: await listRuleUpdates(), rulings: await listRulings() }),
    { updates: [] as RuleUpdate[], rulings: [] as Ruling[] },
    [ruleset],
  );
  useEffect(() => {
    document.title = `${meta?.shortTitle ?? ruleset} · What changed · Rulekeeper`;
  }, [ruleset]);
  if (!meta)
    return (
      <main id="main" class="tk-page">
        <h1>What changed</h1>
        <p>This phone has no rulebook “{ruleset}”.</p>
      </main>
    );
  const updates = appliedUpdates(value.updates, ruleset);
  return (
    <main id="main" class="tk-page tk-what-changed" aria-busy={!loaded}>
      <p>
        <a href={appHref(aboutPath(ruleset))}>‹ About {meta.shortTitle}</a>
      </p>
      <h1>What changed in {meta.shortTitle}</h1>
      {loaded && !updates.length && (
        <p>
          No update of Rulekeeper on this phone has changed this rulebook's text yet. When one does, each passage it
          changes is listed here.
        </p>
      )}
      {updates.map(({ update, book }) => (
        <section key={update.at} aria-label={`Update of ${longTime(update.at)}`}>
          <h2>Update of {longTime(update.at)}</h2>
          <p>
            {describeCounts(countChanges(book.changes)) || 'No passage changed'}.{' '}
            {sameEdition(book) ? (
              <>
                The edition is the same ({editionLabel(book.after.edition, book.after.date)}): these are corrections of
                Rulekeeper's copy of the text, not changes by the publisher.
              </>
            ) : (
              <>
                Before: {editionLabel(book.before.edition, book.before.date)}. Now:{' '}
                {editionLabel(book.after.edition, book.after.date)}.
              </>
            )}{' '}
            Words removed are struck out, words added underlined.
          </p>
          <ol class="tk-changes">
            {book.changes.map((c, i) => {
              const cited = citing(value.rulings, ruleset, c);
              return (
                <li key={i} class="tk-change">
                  <p class="tk-change-head">
                    <ChangeHead ruleset={ruleset} change={c} />
                  </p>
                  <ChangeWords change={c} />
                  {cited.length > 0 && (
                    <p class="small">
                      Cited by {cited.length === 1 ? 'a ruling' : `${cited.length} rulings`}:{' '}
                      {cited.map((r, j) => (
                        <>
                          {j > 0 && ' · '}
                          <a href={appHref(rulingPath(r.id))}>{r.question || r.ruling || 'Ruling'}</a>
                        </>
                      ))}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <p class="muted small">
        Worked out on this phone, from the texts it had and those each update brought; nothing is sent anywhere.{' '}
        <a href={appHref(rulesetPath(ruleset))}>Contents</a>
      </p>
    </main>
  );
}
