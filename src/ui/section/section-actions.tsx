import { useEffect, useState } from 'preact/hooks';
import type { PageEntry } from '../../core/content/manifest.ts';
import { entryPath } from '../../core/content/routes.ts';
import { recordVisit } from '../../core/storage/history.ts';
import type { RulesetView } from '../data/rulesets.ts';
import { BookmarkButton } from './bookmark-button.tsx';
import type { PassageInEntry } from '../passage/find-passage.ts';
import { passagePath } from '../../core/content/routes.ts';
import { absoluteUrl, citationOf } from '../rulings/citation-of.ts';
import { type Cited, copyCitation, shareCitation } from './cite-or-share.ts';
import { citeText } from './cite-text.ts';
import { NotePanel } from './note-panel.tsx';
import { QrDialog } from '../kit/qr-dialog.tsx';
import { newRulingPath } from '../routes.ts';
import '../kit/toolkit.css';
import { appHref } from '../base-path.ts';

/** What Cite, Share and QR hand on: the highlighted passage (its entry's number, its words, its link), else the section. */
export function citedOf(ruleset: RulesetView, entry: PageEntry, passage: PassageInEntry | null): Cited {
  if (!passage)
    return {
      cite: citationOf(ruleset, entry),
      // list items keep their numbers and bullets, as printed
      text: citeText(entry.html),
      url: absoluteUrl(entryPath(ruleset.meta.id, entry.id)),
      passage: false,
    };
  return {
    cite: citationOf(ruleset, passage.entry, passage.passage),
    text: passage.passage.text,
    url: absoluteUrl(passagePath(ruleset.meta.id, passage.entry.id, passage.passage.id)),
    passage: true,
  };
}

/**
 * What a judge does with a section: bookmark, note, cite, share, QR code, log a ruling citing it; with a passage
 * highlighted, Cite, Share and QR hand on that passage. Also records the visit.
 */
export function SectionActions({
  ruleset,
  entry,
  passage = null,
}: {
  ruleset: RulesetView;
  entry: PageEntry;
  passage?: PassageInEntry | null;
}) {
  const cite = citationOf(ruleset, entry);
  // At the tap, not each render: a section's text for Cite parses its whole HTML.
  const cited = () => citedOf(ruleset, entry, passage);
  const [editingNote, setEditingNote] = useState(false);
  const [qr, setQr] = useState(false);
  useEffect(() => {
    void recordVisit({ ruleset: cite.ruleset, anchor: cite.anchor, label: cite.label });
    setEditingNote(false);
    setQr(false);
  }, [cite.ruleset, cite.anchor]);

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
        <button type="button" class="tk-action" onClick={() => void copyCitation(cited())}>
          <span aria-hidden="true">§</span> Cite
        </button>
        <button type="button" class="tk-action" onClick={() => void shareCitation(cited())}>
          <span aria-hidden="true">↗</span> Share
        </button>
        <button type="button" class="tk-action" aria-haspopup="dialog" onClick={() => setQr(true)}>
          <span aria-hidden="true">▦</span> QR
        </button>
        <a
          class="tk-action tk-action-primary"
          href={appHref(newRulingPath({ cite: passage ? citationOf(ruleset, passage.entry, passage.passage) : cite }))}
        >
          <span aria-hidden="true">+</span> Log ruling
        </a>
      </div>
      <NotePanel cite={cite} editing={editingNote} onEditing={setEditingNote} />
      {qr && <QrDialog title={cited().cite.label} url={cited().url} onClose={() => setQr(false)} />}
    </>
  );
}
