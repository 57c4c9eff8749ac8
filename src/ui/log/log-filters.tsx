import { STATUS_LABELS } from '../../core/toolkit/describe.ts';
import type { LogFilter, facets } from '../../core/toolkit/filter.ts';
import { RULING_STATUSES } from '../../core/toolkit/schema.ts';
import { findManifest } from '../data/rulesets.ts';

interface Props {
  filter: LogFilter;
  options: ReturnType<typeof facets>;
  onChange: (filter: LogFilter) => void;
  /** How many rulings cite a rule that changed: the filter for them appears when there are some. */
  changes: number;
}

/** Search box and filters of the log; a filter appears once the log has two values to choose between. */
export function LogFilters({ filter, options, onChange, changes }: Props) {
  const select = (
    key: 'event' | 'round' | 'ruleset' | 'status',
    label: string,
    values: readonly string[],
    name: (v: string) => string = (v) => v,
  ) =>
    values.length > 1 || filter[key] ? (
      <label>
        {label}
        <select
          class="tk-field"
          value={filter[key]}
          onChange={(e) => onChange({ ...filter, [key]: (e.target as HTMLSelectElement).value })}
        >
          <option value="">Any</option>
          {values.map((v) => (
            <option key={v} value={v}>
              {name(v)}
            </option>
          ))}
        </select>
      </label>
    ) : null;
  return (
    <form class="tk-filters" role="search" aria-label="Search the log" onSubmit={(e) => e.preventDefault()}>
      <label class="tk-filter-text">
        <span class="visually-hidden">Search the log</span>
        <input
          class="tk-field"
          type="search"
          value={filter.text}
          placeholder="Search the log"
          autocomplete="off"
          onInput={(e) => onChange({ ...filter, text: (e.target as HTMLInputElement).value })}
        />
      </label>
      {select('event', 'Event', options.events)}
      {select('round', 'Round', options.rounds)}
      {select('ruleset', 'Rulebook', options.rulesets, (id) => findManifest(id)?.meta.shortTitle ?? id)}
      {select('status', 'Status', RULING_STATUSES, (s) => STATUS_LABELS[s as keyof typeof STATUS_LABELS])}
      {(changes > 0 || filter.changed) && (
        <label class="tk-filter-check">
          <input
            class="tk-field"
            type="checkbox"
            checked={filter.changed}
            onChange={(e) => onChange({ ...filter, changed: (e.target as HTMLInputElement).checked })}
          />
          Cites a changed rule ({changes})
        </label>
      )}
    </form>
  );
}
