import { useEffect, useState } from 'preact/hooks';
import { type StorageProblem, onStorageProblem } from '../../core/storage/store.ts';

/** Says plainly when saving does not work (private mode, full disk); the rules keep working. */
export function StorageBanner() {
  const [problem, setProblem] = useState<StorageProblem | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onStorageProblem(setProblem), []);
  if (!problem || dismissed) return null;
  return (
    <div class="banner banner-warning" role="status">
      <span>{problem.message}</span>
      <button type="button" class="text-button" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </div>
  );
}
