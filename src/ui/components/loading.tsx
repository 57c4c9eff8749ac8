import type { RulesetState } from '../data/use-ruleset.ts';
import { NotFound } from './not-found.tsx';

/** What a page shows while its ruleset loads, or why it could not. */
export function Loading({ state }: { state: Exclude<RulesetState, { status: 'ready' }> }) {
  if (state.status === 'missing') return <NotFound what="No rulebook by that name in Rulekeeper." />;
  return (
    <main id="main" class="loading" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? (
        <p class="muted">Loading the rules…</p>
      ) : (
        <p class="error">The rules could not load: {state.message}</p>
      )}
    </main>
  );
}
