import { useEffect, useState } from 'preact/hooks';
import { install, installState, onInstallChange } from './install-offer.ts';
import { tellOnce, wasTold } from './tell-once.ts';

const INTRO = 'first-visit';

/**
 * On a first visit, one line under the search says what this is and that it works offline, with "Add to Home
 * Screen" when the browser offers to install it. Gone once dismissed or once the app is installed.
 */
export function FirstVisit() {
  // Drawn in the prerendered home (the first frame of a first visit); where it was dismissed before, an inline
  // script hid it before that frame (prerendered-pages.ts), and it goes once the app reads the same mark.
  const [shown, setShown] = useState(true);
  const [app, setApp] = useState(installState);
  useEffect(() => {
    setShown(!wasTold(INTRO));
    return onInstallChange(() => setApp(installState()));
  }, []);
  const dismiss = () => {
    tellOnce(INTRO, () => undefined);
    setShown(false);
  };
  if (!shown || app.installed) return null;
  return (
    <aside class="first-visit" aria-label="About Rulekeeper">
      <p>
        <strong>Rulekeeper</strong> is a rules reference for judges and players: search the rules and read the exact
        section. It works offline once opened.
      </p>
      <div class="first-visit-actions">
        {app.offered && (
          <button type="button" class="button" onClick={() => void install().then((accepted) => accepted && dismiss())}>
            Add to Home Screen
          </button>
        )}
        <button type="button" class="text-button" onClick={dismiss}>
          Got it
        </button>
      </div>
    </aside>
  );
}
