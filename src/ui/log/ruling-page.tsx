import { useLocation } from 'preact-iso';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { loadDraft } from '../../core/storage/drafts.ts';
import { deleteRuling, getRuling, saveRuling } from '../../core/storage/rulings.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { NotFound } from '../components/not-found.tsx';
import { exportJson } from '../../core/toolkit/export-json.ts';
import { shareOrCopy } from '../kit/clipboard.ts';
import { downloadText } from '../kit/save-file.ts';
import { QrDialog } from '../kit/qr-dialog.tsx';
import { RulingForm } from './ruling-form.tsx';
import { rulingText } from './ruling-text.ts';
import { RulingView } from './ruling-view.tsx';
import { keepTextsOf, useCitedNow } from '../rulings/cited-now.ts';
import { LOG_PATH } from '../routes.ts';
import { qrRulingUrl, sharedRulingUrl } from './shared-ruling-link.ts';
import { showToast } from '../kit/toasts.tsx';
import { useStored } from '../kit/use-stored.ts';
import { appHref } from '../base-path.ts';
import { inEvent } from '../data/event-context.ts';
import '../rulings/log.css';

/** /log/:id: a ruling, with edit, share, QR code and delete (with undo). An interrupted edit resumes as left. */
export function RulingPage({ id }: { id: string }) {
  const { route } = useLocation();
  const { value: ruling, loaded } = useStored(() => getRuling(id), undefined, [id]);
  const [editing, setEditing] = useState<Ruling | null>(null);
  const [qr, setQr] = useState(false);
  // The QR code's link: undefined while it is made, null when the ruling is too long for a scannable code.
  const [qrUrl, setQrUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setQrUrl(undefined);
    if (qr && ruling) void qrRulingUrl(ruling).then(setQrUrl);
  }, [qr, ruling]);
  const shown = useMemo(() => (ruling ? [ruling] : []), [ruling]);
  const cited = useCitedNow(shown);
  // A ruling logged before cited texts were kept gains them now, if the rulebook still says what was cited.
  useEffect(() => {
    if (ruling) void keepTextsOf(ruling);
  }, [ruling]);
  useEffect(() => {
    document.title = 'Ruling · Rulekeeper';
    void loadDraft(id).then((draft) => draft && setEditing(draft));
  }, [id]);
  if (!loaded) return <main id="main" class="tk-page" aria-busy="true" />;
  if (!ruling) return <NotFound what="This ruling is not in the log on this device." />;

  if (editing)
    return (
      <main id="main" class="tk-page">
        <h1>Edit ruling</h1>
        <RulingForm
          initial={editing}
          draftKey={id}
          submitLabel="Save changes"
          onSaved={async (saved) => {
            setEditing(null);
            // A ruling the team log has gets the edit too; the sync engine loads only on a phone in an event.
            const filedIn = inEvent()
              ? await import('../event/file-ruling.ts').then((m) => m.reviseInEvent(saved))
              : null;
            if (filedIn) showToast({ message: `Changes saved, and in the team log of ${filedIn}.` });
          }}
          secondary={{ label: 'Cancel', run: () => setEditing(null) }}
        />
      </main>
    );

  const share = async () => {
    const url = await sharedRulingUrl(ruling);
    const how = await shareOrCopy(
      { title: 'Ruling', text: rulingText(ruling), url },
      `${rulingText(ruling)}\n\n${url}`,
    );
    if (how !== 'shared')
      showToast({
        message: how === 'copied' ? 'Ruling copied as text, with a link.' : 'Sharing is blocked in this browser.',
      });
  };
  const remove = async () => {
    const removed = await deleteRuling(id);
    route(appHref(LOG_PATH));
    if (removed)
      showToast({ message: 'Ruling deleted.', action: { label: 'Undo', run: () => void saveRuling(removed) } });
  };
  return (
    <main id="main" class="tk-page">
      <p>
        <a href={appHref(LOG_PATH)}>‹ Ruling log</a>
      </p>
      <RulingView ruling={ruling} cited={cited?.get(ruling.id)} />
      <div class="tk-actions" role="group" aria-label="Ruling actions">
        <button type="button" class="tk-action tk-action-primary" onClick={() => setEditing(ruling)}>
          <span aria-hidden="true">✎</span> Edit
        </button>
        <button type="button" class="tk-action" onClick={() => void share()}>
          <span aria-hidden="true">↗</span> Share
        </button>
        <button type="button" class="tk-action" aria-haspopup="dialog" onClick={() => setQr(true)}>
          <span aria-hidden="true">▦</span> QR
        </button>
        <button type="button" class="tk-action" onClick={() => void remove()}>
          <span aria-hidden="true">✕</span> Delete
        </button>
      </div>
      {qr && (
        <QrDialog
          title="This ruling"
          url={qrUrl}
          onClose={() => setQr(false)}
          tooLong={
            <div class="tk-actions">
              <button type="button" class="tk-action" onClick={() => void share()}>
                <span aria-hidden="true">↗</span> Share link
              </button>
              <button type="button" class="tk-action" onClick={() => downloadRuling(ruling)}>
                <span aria-hidden="true">⤓</span> Download file
              </button>
            </div>
          }
        />
      )}
    </main>
  );
}

/** The ruling as an export file, which the other judge imports on the log page. */
function downloadRuling(ruling: Ruling): void {
  const text = exportJson({ rulings: [ruling], bookmarks: [], notes: [] }, new Date());
  downloadText(`rulekeeper-ruling-${ruling.createdAt.slice(0, 10)}.json`, text, 'application/json');
}
