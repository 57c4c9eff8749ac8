import { clearRecentSearches, listRecentSearches, restoreRecentSearches } from '../../core/storage/history.ts';
import { whenIdle } from '../data/when-idle.ts';
import { showToast } from '../kit/toasts.tsx';
import { useStored } from '../kit/use-stored.ts';
import '../kit/toolkit.css';

/** Shown on home: enough to reach the usual few with a thumb. */
const SHOWN = 6;

/** The judge's recent searches under the empty search box: one tap runs one again. */
export function RecentSearches({ onPick }: { onPick: (text: string, ruleset: string | null) => void }) {
  // Read once the page has settled: home's first frame does not wait on IndexedDB.
  const searches = useStored(() => whenIdle().then(listRecentSearches), []).value.slice(0, SHOWN);
  if (!searches.length) return null;
  const clear = async () => {
    const rows = await clearRecentSearches();
    showToast({
      message: 'Recent searches cleared.',
      action: { label: 'Undo', run: () => void restoreRecentSearches(rows) },
    });
  };
  return (
    <section class="tk-recent" aria-labelledby="recent-title">
      <div class="tk-title-row">
        <h2 id="recent-title">Recent searches</h2>
        <button type="button" class="text-button" onClick={() => void clear()}>
          Clear
        </button>
      </div>
      <ul class="tk-chips">
        {searches.map((s) => (
          <li key={s.key}>
            <button type="button" class="tk-chip" onClick={() => onPick(s.text, s.ruleset)}>
              {s.text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
