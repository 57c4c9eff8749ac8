import { RULEBOOKS_URL } from 'virtual:rulesets';
import { changesPath } from '../../core/content/routes.ts';
import { describeUpdate } from '../../core/changes/compare-versions.ts';
import { getSetting, setSetting } from '../../core/storage/store.ts';
import { listRuleUpdates } from '../../core/storage/rule-updates.ts';
import { appHref } from '../base-path.ts';
import { showToast } from '../kit/toasts.tsx';

const ANNOUNCED = 'ruleUpdateAnnounced';

/**
 * After the reload into an update that changed rulebooks, says so once, with a way to the "What changed" page of
 * the first rulebook changed (each rulebook's About page links its own).
 */
export async function announceRuleUpdate(route: (path: string) => void): Promise<void> {
  const own = new URL(RULEBOOKS_URL, location.href).pathname;
  const update = (await listRuleUpdates()).find((u) => u.to === own);
  if (!update?.books.length || (await getSetting(ANNOUNCED, '')) === update.to) return;
  await setSetting(ANNOUNCED, update.to);
  const first = update.books[0]!;
  showToast({
    message: `Rules updated. ${describeUpdate(update.books)}`,
    action: {
      label: 'What changed',
      run: () => route(appHref(changesPath(first.ruleset))),
    },
  });
}
