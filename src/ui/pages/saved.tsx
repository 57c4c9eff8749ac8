import { useEffect } from 'preact/hooks';
import { searchPath } from '../../core/content/routes.ts';
import { addBookmark, listBookmarks, removeBookmark } from '../../core/storage/bookmarks.ts';
import {
  clearHistory,
  clearRecentSearches,
  listHistory,
  listRecentSearches,
  restoreHistory,
  restoreRecentSearches,
} from '../../core/storage/history.ts';
import { listNotes } from '../../core/storage/notes.ts';
import { NoteView } from '../section/note-view.tsx';
import { sectionPath } from '../routes.ts';
import { SavedSection } from './saved-section.tsx';
import { showToast } from '../kit/toasts.tsx';
import { shortTime } from '../kit/time.ts';
import { useStored } from '../kit/use-stored.ts';
import '../kit/toolkit.css';
import '../rulings/log.css';
import { appHref } from '../base-path.ts';

/** Clears a list and offers to undo it. */
async function clearWithUndo<T>(
  what: string,
  clear: () => Promise<T[]>,
  restore: (rows: T[]) => Promise<void>,
): Promise<void> {
  const rows = await clear();
  if (rows.length) showToast({ message: `${what} cleared.`, action: { label: 'Undo', run: () => void restore(rows) } });
}

/** /saved: bookmarks, notes, reading history and recent searches, each clearable. */
export function SavedPage() {
  const bookmarks = useStored(listBookmarks, []).value;
  const notes = useStored(listNotes, []).value;
  const history = useStored(listHistory, []).value;
  const searches = useStored(listRecentSearches, []).value;
  useEffect(() => {
    document.title = 'Saved · Rulekeeper';
  }, []);
  return (
    <main id="main" class="tk-page">
      <h1>Saved</h1>
      <SavedSection
        id="bookmarks"
        title="Bookmarks"
        empty="No bookmarks yet: tap ☆ Bookmark on a section."
        count={bookmarks.length}
      >
        <ul class="tk-links">
          {bookmarks.map((b) => (
            <li key={`${b.ruleset}/${b.anchor}`}>
              <a href={appHref(sectionPath(b.ruleset, b.anchor))}>{b.label}</a>
              <button
                type="button"
                class="icon-button"
                aria-label={`Remove bookmark ${b.label}`}
                onClick={() =>
                  void removeBookmark(b.ruleset, b.anchor).then(
                    (removed) =>
                      removed &&
                      showToast({
                        message: 'Bookmark removed.',
                        action: { label: 'Undo', run: () => void addBookmark(removed) },
                      }),
                  )
                }
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      </SavedSection>
      <SavedSection id="notes" title="Notes" empty="No notes yet: tap ✎ Note on a section." count={notes.length}>
        <ul class="tk-notes">
          {notes.map((n) => (
            <li key={`${n.ruleset}/${n.anchor}`} class="card">
              <a href={appHref(sectionPath(n.ruleset, n.anchor))}>{n.label}</a>
              <NoteView text={n.text} />
            </li>
          ))}
        </ul>
      </SavedSection>
      <SavedSection
        id="history"
        title="Reading history"
        empty="Sections you read appear here."
        count={history.length}
        onClear={() => void clearWithUndo('History', clearHistory, restoreHistory)}
      >
        <ul class="tk-links">
          {history.map((h) => (
            <li key={`${h.ruleset}/${h.anchor}`}>
              <a href={appHref(sectionPath(h.ruleset, h.anchor))}>{h.label}</a>{' '}
              <span class="muted small">{shortTime(h.visitedAt)}</span>
            </li>
          ))}
        </ul>
      </SavedSection>
      <SavedSection
        id="searches"
        title="Recent searches"
        empty="Searches you run appear here."
        count={searches.length}
        onClear={() => void clearWithUndo('Recent searches', clearRecentSearches, restoreRecentSearches)}
      >
        <ul class="tk-links">
          {searches.map((s) => (
            <li key={s.key}>
              <a href={appHref(searchPath(s.text, s.ruleset))}>{s.text}</a>
            </li>
          ))}
        </ul>
      </SavedSection>
    </main>
  );
}
