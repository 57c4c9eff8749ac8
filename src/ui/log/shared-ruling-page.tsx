import { useLocation } from 'preact-iso';
import { useEffect, useState } from 'preact/hooks';
import { describeMerge } from '../../core/toolkit/merge.ts';
import { getRuling } from '../../core/storage/rulings.ts';
import { importData } from '../../core/storage/transfer.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { NotFound } from '../components/not-found.tsx';
import { RulingView } from './ruling-view.tsx';
import { LOG_PATH, rulingPath } from '../routes.ts';
import { loadRuleset } from '../data/rulesets.ts';
import { citationOf } from '../rulings/citation-of.ts';
import { readSharedRuling } from './shared-ruling-link.ts';
import type { CitationRef } from './shared-ruling-wire.ts';
import { showToast } from '../kit/toasts.tsx';
import { appHref } from '../base-path.ts';
import '../rulings/log.css';

/** /log/shared#…: a ruling another judge shared (link or QR code), shown as sent; saving it merges like an import. */
export function SharedRulingPage() {
  const { route } = useLocation();
  const [ruling, setRuling] = useState<Ruling | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Shared ruling · Rulekeeper';
    void readSharedRuling(location.hash, citeHere).then(setRuling);
  }, []);
  if (ruling === undefined) return <main id="main" class="tk-page" aria-busy="true" />;
  if (!ruling) return <NotFound what="This link does not hold a readable ruling (it may have been cut short)." />;

  const save = async () => {
    const result = await importData({ rulings: [ruling], bookmarks: [], notes: [] });
    if (!result.ok) return setError(`Not saved: ${result.message}`);
    showToast({ message: describeMerge(result.counts), follows: true });
    // Already in the log under another id (matched by content): the log shows it.
    route(appHref((await getRuling(ruling.id)) ? rulingPath(ruling.id) : LOG_PATH));
  };
  return (
    <main id="main" class="tk-page">
      <p class="tk-notice">A ruling shared with you. It is not in your log until you save it.</p>
      <RulingView ruling={ruling} />
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <div class="tk-save-bar">
        <button type="button" class="button" onClick={() => void save()}>
          Save to my log
        </button>
      </div>
    </main>
  );
}

/** A rule a QR code cited by reference, as this app's copy of the rulebook has it. */
async function citeHere([id, anchor]: CitationRef) {
  const ruleset = await loadRuleset(id);
  const entry = ruleset.byId.get(anchor);
  if (!entry) return null;
  // The code carried no words: those this phone shows now are not those the ruling was made on, so none are kept.
  const { text: _text, passage: _passage, ...cite } = citationOf(ruleset, entry);
  return cite;
}
