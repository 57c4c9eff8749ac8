import { useEffect, useMemo, useState } from 'preact/hooks';
import { changeOf, useCitedNow } from '../rulings/cited-now.ts';
import { listRulings } from '../../core/storage/rulings.ts';
import { NO_FILTER, facets, filterRulings } from '../../core/toolkit/filter.ts';
import { LogFilters } from './log-filters.tsx';
import { RulingList } from '../rulings/ruling-list.tsx';
import { NEW_RULING_PATH } from '../routes.ts';
import { TransferPanel } from './transfer-panel.tsx';
import { useStored } from '../kit/use-stored.ts';
import '../kit/toolkit.css';
import '../rulings/log.css';
import { appHref } from '../base-path.ts';

/** /log: every ruling on this device, newest first, with search, filters, export and import. */
export function LogPage() {
  const { value: rulings, loaded } = useStored(listRulings, []);
  const [filter, setFilter] = useState(NO_FILTER);
  useEffect(() => {
    document.title = 'Ruling log · Rulekeeper';
  }, []);
  const cited = useCitedNow(rulings);
  const marks = useMemo(() => {
    const found = new Map<string, NonNullable<ReturnType<typeof changeOf>>>();
    for (const [id, list] of cited ?? []) {
      const kind = changeOf(list);
      if (kind) found.set(id, kind);
    }
    return found;
  }, [cited]);
  const shown = filterRulings(rulings, filter, new Set(marks.keys()));
  return (
    <main id="main" class="tk-page">
      <div class="tk-title-row">
        <h1>Ruling log</h1>
        <a class="button" href={appHref(NEW_RULING_PATH)}>
          + Log a ruling
        </a>
      </div>
      {rulings.length > 0 && (
        <LogFilters filter={filter} options={facets(rulings)} onChange={setFilter} changes={marks.size} />
      )}
      <p class="muted" aria-live="polite">
        {!loaded
          ? 'Loading the log…'
          : rulings.length === 0
            ? 'No rulings yet. Log one from here, from any section (“Log ruling”) or from a calculator result.'
            : shown.length === rulings.length
              ? `${rulings.length} ${rulings.length === 1 ? 'ruling' : 'rulings'}`
              : `${shown.length} of ${rulings.length} rulings`}
      </p>
      <RulingList rulings={shown} marks={marks} />
      <TransferPanel shown={shown} />
    </main>
  );
}
