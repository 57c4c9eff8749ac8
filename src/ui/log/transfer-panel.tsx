import { useState } from 'preact/hooks';
import { readAll } from '../../core/storage/transfer.ts';
import { exportCsv } from '../../core/toolkit/export-csv.ts';
import { exportJson } from '../../core/toolkit/export-json.ts';
import { exportMarkdown } from '../../core/toolkit/export-markdown.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { downloadText } from '../kit/save-file.ts';
import { type ImportOutcome, importFile } from '../rulings/import-file.ts';
import { JsonFileButton } from '../kit/json-file-button.tsx';
import { StorageStatus } from '../kit/storage-status.tsx';
import { longTime } from '../kit/time.ts';

const fileName = (ext: string) => `rulekeeper-log-${new Date().toLocaleDateString('sv')}.${ext}`;

/** Export (JSON backup of everything; CSV and Markdown of the rulings shown) and import of a JSON backup. */
export function TransferPanel({ shown }: { shown: Ruling[] }) {
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const exportAll = async () =>
    downloadText(fileName('json'), exportJson(await readAll(), new Date()), 'application/json');
  return (
    <section class="tk-transfer" aria-labelledby="transfer-title">
      <h2 id="transfer-title">Export and import</h2>
      <p class="muted small">
        JSON is a complete backup you can import again; CSV and Markdown hold the rulings shown above.
      </p>
      <div class="tk-row">
        <button type="button" class="tk-action" onClick={() => void exportAll()}>
          Export JSON
        </button>
        <button
          type="button"
          class="tk-action"
          disabled={!shown.length}
          onClick={() => downloadText(fileName('csv'), exportCsv(shown), 'text/csv')}
        >
          Export CSV
        </button>
        <button
          type="button"
          class="tk-action"
          disabled={!shown.length}
          onClick={() => downloadText(fileName('md'), exportMarkdown(shown, new Date(), longTime), 'text/markdown')}
        >
          Export Markdown
        </button>
        <JsonFileButton onFile={async (file) => setOutcome(await importFile(file))}>Import JSON</JsonFileButton>
      </div>
      {outcome && (
        <div class={outcome.ok ? 'tk-notice' : 'tk-error'} role={outcome.ok ? 'status' : 'alert'}>
          <p>{outcome.message}</p>
          {(outcome.ok ? outcome.notes : outcome.problems).length > 0 && (
            <ul>
              {(outcome.ok ? outcome.notes : outcome.problems).map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <StorageStatus />
    </section>
  );
}
