import { useEffect, useRef } from 'preact/hooks';
import { entryPath } from '../../core/content/routes.ts';
import type { RulesetView } from '../data/rulesets.ts';
import { ancestorsOf, entryLabel } from '../data/rulesets.ts';
import { EntryBody } from './entry-body.tsx';
import { appHref } from '../base-path.ts';

/** A defined term's definition, shown in place over the text being read; Escape or ✕ closes it. */
export function TermSheet({ ruleset, anchor, onClose }: { ruleset: RulesetView; anchor: string; onClose: () => void }) {
  const entry = ruleset.byId.get(anchor);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [anchor]);
  if (!entry) return null;
  const home = entry.home ? ruleset.labels.get(entry.home) : undefined;
  const place = ancestorsOf(ruleset, entry).at(-1);
  return (
    <div class="term-sheet" role="dialog" aria-modal="false" aria-labelledby="term-sheet-title">
      <div class="term-sheet-head">
        <h2 id="term-sheet-title">{entry.title}</h2>
        <button ref={close} type="button" class="icon-button" aria-label="Close definition" onClick={onClose}>
          ✕
        </button>
      </div>
      <EntryBody ruleset={ruleset} entry={entry} />
      <p class="term-sheet-links">
        <a href={appHref(entryPath(ruleset.meta.id, entry.id))} onClick={onClose}>
          Open definition{place ? ` in ${entryLabel(place)}` : ''}
        </a>
        {home && (
          <a href={appHref(entryPath(ruleset.meta.id, home.id))} onClick={onClose}>
            Where it is defined: {entryLabel(home)}
          </a>
        )}
      </p>
    </div>
  );
}
