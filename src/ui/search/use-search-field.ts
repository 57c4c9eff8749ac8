import { useState } from 'preact/hooks';
import type { FoundHit } from './result-view.ts';
import { useOpenWhenAnswered } from './use-open-when-answered.ts';
import { useRecordSearch } from './use-record-search.ts';
import { useSearch } from './use-search.ts';

/**
 * A search field as home and the search layer wire it: what is typed, the rulebook filter, the result the arrows
 * point at, the worker's answer (remembered once read), and Enter opening the pointed result once it is answered.
 * `box` is what the search box takes; `openHit` is the page's own way of opening a result.
 */
export function useSearchField(
  initialText: string | (() => string),
  initialRuleset: string | null,
  openHit: (hit: FoundHit) => void,
) {
  const [text, setText] = useState(initialText);
  const [ruleset, setRuleset] = useState(initialRuleset);
  const [active, setActive] = useState(0);
  const state = useSearch(text, ruleset);
  const hits = state.status === 'done' ? state.hits : [];
  useRecordSearch(text, ruleset, hits.length);
  const opener = useOpenWhenAnswered(state, text, () => {
    const hit = hits[active];
    if (hit) openHit(hit);
  });
  const box = {
    text,
    ruleset,
    resultCount: hits.length,
    active,
    // A keystroke makes a new search: a result waiting to open was the old one's, and the arrows start over.
    onText: (next: string) => {
      opener.cancel();
      setText(next);
      setActive(0);
    },
    onRuleset: setRuleset,
    onActive: setActive,
    onOpen: opener.open,
  };
  return { text, setText, ruleset, setRuleset, setActive, state, hits, box };
}
