import { useEffect, useState } from 'preact/hooks';
import type { Entry } from '../../core/content/model.ts';
import { entryPath } from '../../core/content/routes.ts';
import { recordVisit } from '../../core/storage/history.ts';
import type { LoadedRuleset } from '../data/rulesets.ts';
import { BookmarkButton } from './bookmark-button.tsx';
import { absoluteUrl, citationOf } from './citation-of.ts';
import { citeText } from './cite-text.ts';
import { copyText, shareOrCopy } from './clipboard.ts';
import { NotePanel } from './note-panel.tsx';
import { QrDialog } from './qr-dialog.tsx';
import { newRulingPath } from './routes.ts';
import { showToast } from './toasts.tsx';
import './toolkit.css';

/** What a judge does with a section: bookmark, note, cite, share, QR code, log a ruling citing it. Also records the visit. */
export function SectionActions({ ruleset, entry }: { ruleset: LoadedRuleset; entry: Entry }) {
  const cite = citationOf(ruleset, entry);
  const url = absoluteUrl(entryPath(cite.ruleset, cite.anchor));
  const [editingNote, setEditingNote] = useState(false);
  const [qr, setQr] = useState(false);
  useEffect(() => {
    void recordVisit({ ruleset: cite.ruleset, anchor: cite.anchor, label: cite.label });
    setEditingNote(false);
    setQr(false);
  }, [cite.ruleset, cite.anchor]);

  const copyCitation = async () => {
    const copied = await copyText(`${cite.label}\n\n${citeText(entry.html)}\n\n${url}`);
    showToast({
      message: copied
        ? `Copied: ${cite.label}, its text and link.`
        : 'Copying is blocked in this browser: select the text instead.',
    });
  };
  const share = async () => {
    const how = await shareOrCopy({ title: cite.label, text: cite.label, url }, `${cite.label} ${url}`);
    if (how !== 'shared')
      showToast({ message: how === 'copied' ? 'Link copied.' : 'Sharing is blocked in this browser.' });
  };

  return (
    <>
      <div class="tk-actions" role="group" aria-label="Section actions">
        <BookmarkButton cite={cite} />
        <button
          type="button"
          class="tk-action"
          aria-expanded={editingNote}
          onClick={() => setEditingNote(!editingNote)}
        >
          <span aria-hidden="true">✎</span> Note
        </button>
        <button type="button" class="tk-action" onClick={() => void copyCitation()}>
          <span aria-hidden="true">§</span> Cite
        </button>
        <button type="button" class="tk-action" onClick={() => void share()}>
          <span aria-hidden="true">↗</span> Share
        </button>
        <button type="button" class="tk-action" aria-haspopup="dialog" onClick={() => setQr(true)}>
          <span aria-hidden="true">▦</span> QR
        </button>
        <a class="tk-action tk-action-primary" href={newRulingPath({ cite: cite })}>
          <span aria-hidden="true">+</span> Log ruling
        </a>
      </div>
      <NotePanel cite={cite} editing={editingNote} onEditing={setEditingNote} />
      {qr && <QrDialog title={cite.label} url={url} onClose={() => setQr(false)} />}
    </>
  );
}
