import { render } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import { BookIndex } from '../../../src/core/changes/book-index.ts';
import { citedNow } from '../../../src/core/changes/cited-now.ts';
import type { RulesetMeta } from '../../../src/core/content/model.ts';
import { toSharedFields } from '../../../src/core/event/convert.ts';
import type { Citation, Ruling } from '../../../src/core/toolkit/schema.ts';
import { SharedCitations, sharedCitedNow } from '../../../src/ui/event/shared-citations.tsx';
import { type BookNow, changeOf } from '../../../src/ui/rulings/cited-now.ts';
import { ChangeMark } from '../../../src/ui/rulings/ruling-list.tsx';
import { A, B, FRENZY, VOTE, passageId } from '../changes/fixtures.ts';

// The app's list of rulebooks is made by the build (a Vite virtual module): this test's rulebook is handed in instead.
vi.mock('virtual:rulesets', () => ({ RULESETS: [] }));

/** A rulebook version as a phone has it loaded. */
function loaded(version: typeof A): ReadonlyMap<string, BookNow> {
  const meta = { ...version.meta, cite: '{short} §{number} {title}' } as unknown as RulesetMeta;
  return new Map([['mini', { meta, index: new BookIndex(version.entries) }]]);
}

/** A ruling citing a passage of version A, as a judge logs it. */
function rulingCiting(anchor: string, text: string): Ruling {
  const entry = A.entries.find((e) => e.id === anchor)!;
  const cite: Citation = {
    ruleset: 'mini',
    anchor,
    number: entry.number,
    title: entry.title,
    label: `Mini §${entry.number} ${entry.title}`,
    edition: A.meta.edition,
    passage: passageId(entry, text),
    text,
  };
  return {
    ...{ id: 'r1', createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z' },
    ...{ event: '', round: 'Round 1', table: '4', players: '', question: 'Frenzy attack?', ruling: 'Yes.' },
    ...{ citations: [cite], attachment: null, status: 'given', appealOutcome: '' },
  } as Ruling;
}

/** The same ruling shared in the team log, its passage text kept as version A reads it. */
function shared(ruling: Ruling) {
  return toSharedFields(ruling, (c) => {
    const passage = A.entries.find((e) => e.id === c.anchor)?.passages.find((p) => p.id === c.passage);
    return passage ? { passage: passage.id, text: passage.text } : null;
  }).citations;
}

describe('a rule a team-log ruling cites, after an update', () => {
  it('reads "Rule moved" when the update moves its passage to another section, as in the personal log', () => {
    const ruling = rulingCiting('2-1-bluffs', FRENZY);
    const cited = sharedCitedNow(shared(ruling), loaded(B));
    expect(cited[0]?.state).toMatchObject({ kind: 'moved', diff: null, now: { entry: { id: '2-2-frenzy' } } });
    // The personal log's engine says the same of the ruling it keeps.
    expect(citedNow(ruling.citations[0]!, loaded(B).get('mini')!.index)).toEqual(cited[0]?.state);
    const html = render(
      <>
        <ChangeMark kind={changeOf(cited)} />
        <SharedCitations citations={shared(ruling)} now={cited} />
      </>,
    );
    expect(html).toContain('Rule moved');
    expect(html).toContain('This rule has moved');
    expect(html).toContain(`href="/mini/2-2-frenzy#${passageId(B.entries[2]!, FRENZY)}"`);
  });

  it('reads "Rule moved" when the update renumbers its section', () => {
    const cited = sharedCitedNow(shared(rulingCiting('2-2-junta', VOTE)), loaded(B));
    expect(cited[0]?.state).toMatchObject({ kind: 'moved', now: { entry: { id: '2-3-junta', number: '2.3' } } });
    expect(render(<ChangeMark kind={changeOf(cited)} />)).toContain('Rule moved');
  });

  it('has no mark while the rulebook is the one cited, nor while this phone has not loaded it', () => {
    const citations = shared(rulingCiting('2-1-bluffs', FRENZY));
    const same = sharedCitedNow(citations, loaded(A));
    expect(same[0]?.state?.kind).toBe('same');
    expect(changeOf(same)).toBeNull();
    expect(sharedCitedNow(citations, new Map())).toEqual([{ book: null, state: null }]);
    const html = render(<SharedCitations citations={citations} now={same} />);
    expect(html).not.toContain('moved');
    expect(html).toContain(FRENZY);
  });

  it('treats a text the citing phone did not have as not known, not as a rule removed', () => {
    const citations = shared(rulingCiting('2-1-bluffs', FRENZY)).map((c) => ({ ...c, text: '' }));
    expect(sharedCitedNow(citations, loaded(B))[0]?.state).toEqual({ kind: 'unknown' });
  });
});
