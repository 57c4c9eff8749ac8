import { useEffect, useRef, useState } from 'preact/hooks';
import { dropNoteDraft, loadNoteDraft, saveNoteDraft, saveNoteDraftNow } from '../../core/storage/drafts.ts';
import { deleteNote, getNote, saveNote } from '../../core/storage/notes.ts';
import type { Citation } from '../../core/toolkit/schema.ts';
import { NoteView } from './note-view.tsx';
import { showToast } from '../kit/toasts.tsx';
import { useDraftWriter } from '../kit/use-draft.ts';
import { useStored } from '../kit/use-stored.ts';

/**
 * The judge's note on a section: shown under the actions, edited in place (Markdown), deleted with undo. Text being
 * typed is kept as a draft, like a ruling's: after a reload, an update or a visit elsewhere, the editor opens again
 * with it.
 */
export function NotePanel({
  cite,
  editing,
  onEditing,
}: {
  cite: Citation;
  editing: boolean;
  onEditing: (editing: boolean) => void;
}) {
  const { value: note } = useStored(() => getNote(cite.ruleset, cite.anchor), undefined, [cite.ruleset, cite.anchor]);
  const latestNote = useRef(note);
  latestNote.current = note;
  const [text, setText] = useState('');
  // The section whose text is in the editor: none while it loads, so nothing typed is overwritten.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const draft = useDraftWriter(
    (d: { ruleset: string; anchor: string; text: string }) => saveNoteDraft(d.ruleset, d.anchor, d.text),
    (d) => saveNoteDraftNow(d.ruleset, d.anchor, d.text),
  );
  const section = `${cite.ruleset}/${cite.anchor}`;

  useEffect(() => {
    let live = true;
    setError(null);
    setLoadedFor(null);
    void loadNoteDraft(cite.ruleset, cite.anchor).then((kept) => {
      if (!live) return;
      if (kept !== null) {
        setText(kept);
        if (!editing) onEditing(true);
      } else if (editing) setText(latestNote.current?.text ?? '');
      setLoadedFor(section);
    });
    return () => {
      live = false;
      // Leaving the section (or the editor): what was typed is written before any draft is read again.
      draft.flush();
    };
  }, [editing, section]);

  const type = (value: string) => {
    setText(value);
    draft.change({ ruleset: cite.ruleset, anchor: cite.anchor, text: value });
  };
  /** The draft is done with: saved, cancelled or deleted. */
  const settle = () => {
    draft.cancel();
    return dropNoteDraft(cite.ruleset, cite.anchor);
  };
  const save = async () => {
    if (!text.trim()) return remove();
    const now = new Date().toISOString();
    const result = await saveNote({
      ruleset: cite.ruleset,
      anchor: cite.anchor,
      label: cite.label,
      text,
      createdAt: note?.createdAt ?? now,
      updatedAt: now,
    });
    if (!result.ok) return setError(`Not saved: ${result.message}`);
    await settle();
    onEditing(false);
  };
  const remove = async () => {
    await settle();
    const removed = await deleteNote(cite.ruleset, cite.anchor);
    onEditing(false);
    if (removed) showToast({ message: 'Note deleted.', action: { label: 'Undo', run: () => void saveNote(removed) } });
  };

  if (editing)
    return (
      <form
        class="tk-note-editor"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label for="note-text">Your note on this section (Markdown: **bold**, - lists, [links](/…))</label>
        <textarea
          id="note-text"
          rows={5}
          value={text}
          disabled={loadedFor !== section}
          onInput={(e) => type((e.target as HTMLTextAreaElement).value)}
        />
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <div class="tk-row">
          <button type="submit" class="button">
            Save note
          </button>
          <button type="button" class="text-button" onClick={() => void settle().then(() => onEditing(false))}>
            Cancel
          </button>
          {note && (
            <button type="button" class="text-button tk-push" onClick={() => void remove()}>
              Delete note
            </button>
          )}
        </div>
      </form>
    );
  if (!note) return null;
  return (
    <section class="tk-note" aria-label="Your note">
      <h2 class="tk-note-title">Your note</h2>
      <NoteView text={note.text} />
    </section>
  );
}
