import { useState } from 'preact/hooks';
import { addBookmark, isBookmarked, removeBookmark } from '../../core/storage/bookmarks.ts';
import type { Citation } from '../../core/toolkit/schema.ts';
import { showToast } from '../kit/toasts.tsx';
import { useStored } from '../kit/use-stored.ts';

/** Toggles a bookmark on a section; a toggle button, so screen readers hear "Bookmark, pressed". */
export function BookmarkButton({ cite }: { cite: Citation }) {
  const { value: stored, loaded } = useStored(() => isBookmarked(cite.ruleset, cite.anchor), false, [
    cite.ruleset,
    cite.anchor,
  ]);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    if (stored) {
      const removed = await removeBookmark(cite.ruleset, cite.anchor);
      if (removed)
        showToast({ message: 'Bookmark removed.', action: { label: 'Undo', run: () => void addBookmark(removed) } });
    } else {
      const result = await addBookmark({
        ruleset: cite.ruleset,
        anchor: cite.anchor,
        label: cite.label,
        createdAt: new Date().toISOString(),
      });
      showToast({ message: result.ok ? 'Bookmarked.' : `Not bookmarked: ${result.message}` });
    }
    setBusy(false);
  };
  return (
    <button
      type="button"
      class="tk-action"
      aria-pressed={stored}
      disabled={!loaded || busy}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{stored ? '★' : '☆'}</span> {stored ? 'Bookmarked' : 'Bookmark'}
    </button>
  );
}
