import { useEffect, useState } from 'preact/hooks';
import { markFirstDataLoaded } from './first-data.ts';
import { type LoadedRuleset, loadRuleset, peekRuleset } from './rulesets.ts';

export type RulesetState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; ruleset: LoadedRuleset };

/** The ruleset for a page: ready at once when already loaded, else loading then ready or an error. */
export function useRuleset(id: string): RulesetState {
  const [state, setState] = useState<RulesetState>(() => {
    const ready = peekRuleset(id);
    return ready ? { status: 'ready', ruleset: ready } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    const ready = peekRuleset(id);
    if (ready) setState({ status: 'ready', ruleset: ready });
    else {
      setState({ status: 'loading' });
      loadRuleset(id).then(
        (ruleset) => {
          markFirstDataLoaded();
          if (live) setState({ status: 'ready', ruleset });
        },
        (error: Error) => live && setState({ status: 'error', message: error.message }),
      );
    }
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
