import { useEffect, useState } from 'preact/hooks';
import { markFirstDataLoaded } from './first-data.ts';
import { type LoadedRuleset, findManifest, loadRuleset, peekRuleset } from './rulesets.ts';

export type RulesetState =
  | { status: 'loading' }
  /** No rulebook with this id in the app (a mistyped or old link). */
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; ruleset: LoadedRuleset };

/** The ruleset for a page: ready at once when already loaded, else loading then ready or an error. */
export function useRuleset(id: string): RulesetState {
  const [state, setState] = useState<RulesetState>(() => {
    const ready = peekRuleset(id);
    if (!findManifest(id)) return { status: 'missing' };
    return ready ? { status: 'ready', ruleset: ready } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    const ready = peekRuleset(id);
    if (!findManifest(id)) setState({ status: 'missing' });
    else if (ready) setState({ status: 'ready', ruleset: ready });
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
