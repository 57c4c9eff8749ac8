import type { PageEntry } from '../../core/content/manifest.ts';
import { KindBadge } from './kind-badge.tsx';
import type { RulesetView } from '../data/rulesets.ts';

const PLACEHOLDER = /<rk-entry data-id="([^"]+)"><\/rk-entry>/;

/**
 * An entry's prebuilt HTML (trusted: the build rejects raw HTML in content), with its inline children
 * (definitions, sidebars…) rendered in place as boxes.
 */
export function EntryBody({
  ruleset,
  entry,
  highlight,
}: {
  ruleset: RulesetView;
  entry: PageEntry;
  highlight?: string;
}) {
  const parts = entry.html.split(PLACEHOLDER);
  return (
    <div class="entry-body">
      {parts.map((part, i) => {
        if (i % 2 === 0)
          return part.trim() ? <div key={i} class="prose" dangerouslySetInnerHTML={{ __html: part }} /> : null;
        const child = ruleset.byId.get(part);
        if (!child) return null;
        return (
          <aside
            key={i}
            id={child.id}
            class={`inline-entry inline-${child.kind}${child.id === highlight ? ' highlight' : ''}`}
            aria-label={child.title}
            tabIndex={-1}
          >
            <p class="inline-head">
              <KindBadge kind={child.kind} summary={child.home !== undefined} />{' '}
              <strong>{child.number ? `${child.number} ${child.title}` : child.title}</strong>
            </p>
            <EntryBody ruleset={ruleset} entry={child} />
          </aside>
        );
      })}
    </div>
  );
}
