import { useEffect, useState } from 'preact/hooks';
import { isPersisted, requestPersistence } from '../../core/storage/persist.ts';

/** Whether the browser promises to keep the log; when it does not, a way to ask (and a reminder to export). */
export function StorageStatus() {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => void isPersisted().then(setPersisted), []);
  if (persisted === null) return null;
  if (persisted) return <p class="muted small">This browser keeps your log and notes even when storage runs low.</p>;
  return (
    <p class="muted small">
      This browser may clear your log if the device runs low on storage: export a backup after each event.{' '}
      <button type="button" class="text-button" onClick={() => void requestPersistence(true).then(setPersisted)}>
        Ask to keep it
      </button>
    </p>
  );
}
