import { useEffect, useState } from 'preact/hooks';
import { deleteNote, getNote, saveNote } from '../../core/storage/notes.ts';
import type { Citation } from '../../core/toolkit/schema.ts';
import { NoteView } from './note-view.tsx';
import { showToast } from './toasts.tsx';
import { useStored } from './use-stored.ts';

/** The judge's note on a section: shown under the actions, edited in place (Markdown), deleted with undo. */
export function NotePanel({ cite, editing, onEditing }: { cite: Citation; editing: boolean; onEditing: (editing: boolean) => void }) {
  const { value: note } = useStored(() => getNote(cite.ruleset, cite.anchor), undefined, [cite.ruleset, cite.anchor]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (editing) setText(note?.text ?? '');
    setError(null);
  }, [editing]);

  const save = async () => {
    if (!text.trim()) return remove();
    const now = new Date().toISOString();
    const result = await saveNote({ ruleset: cite.ruleset, anchor: cite.anchor, label: cite.label, text, createdAt: note?.createdAt ?? now, updatedAt: now });
    if (result.ok) onEditing(false);
    else setError(`Not saved: ${result.message}`);
  };
  const remove = async () => {
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
        <textarea id="note-text" rows={5} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <div class="tk-row">
          <button type="submit" class="button">
            Save note
          </button>
          <button type="button" class="text-button" onClick={() => onEditing(false)}>
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
