import type { ComponentChildren } from 'preact';

interface Props {
  id: string;
  title: string;
  empty: string;
  count: number;
  /** Shown as a "Clear" button when given and there is something to clear. */
  onClear?: () => void;
  children: ComponentChildren;
}

/** One list on the Saved page: heading, optional Clear button, the list or what fills it. */
export function SavedSection({ id, title, empty, count, onClear, children }: Props) {
  return (
    <section class="tk-saved" aria-labelledby={`${id}-title`}>
      <div class="tk-title-row">
        <h2 id={`${id}-title`}>{title}</h2>
        {onClear && count > 0 && (
          <button type="button" class="text-button" aria-label={`Clear ${title.toLowerCase()}`} onClick={onClear}>
            Clear
          </button>
        )}
      </div>
      {count > 0 ? children : <p class="muted">{empty}</p>}
    </section>
  );
}
