import { type LoadedRuleset, findManifest, loadRuleset, peekRuleset } from './rulesets.ts';
import { type LoadState, useLoadState } from './use-load-state.ts';

export type RulesetState = LoadState<LoadedRuleset>;

function stateNow(id: string): RulesetState {
  if (!findManifest(id)) return { status: 'missing' };
  const ready = peekRuleset(id);
  return ready ? { status: 'ready', ruleset: ready } : { status: 'loading' };
}

/** The whole ruleset for a page: ready at once when already loaded, else loading then ready or an error. */
export function useRuleset(id: string): RulesetState {
  return useLoadState(
    id,
    () => stateNow(id),
    () => loadRuleset(id).then((ruleset): RulesetState => ({ status: 'ready', ruleset })),
  );
}
