import { useState } from 'preact/hooks';
import { shareUrl } from './input-link.ts';
import { appHref } from '../base-path.ts';

/** Shares (or copies) a link that opens this tool with this input on another device; shows the link as well. */
export function ShareButton({
  title,
  path,
  input,
  disabled,
}: {
  title: string;
  path: string;
  input: unknown;
  disabled: boolean;
}) {
  const [shown, setShown] = useState<{ url: string; status: string } | null>(null);
  const share = async () => {
    const url = shareUrl(window.location.origin, appHref(path), input);
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        setShown({ url, status: 'Link shared.' });
      } else {
        await navigator.clipboard.writeText(url);
        setShown({ url, status: 'Link copied.' });
      }
    } catch {
      // Share cancelled or clipboard refused: the link is shown to copy by hand.
      setShown({ url, status: 'Copy this link:' });
    }
  };
  return (
    <>
      <button type="button" class="calc-button" disabled={disabled} onClick={() => void share()}>
        Share
      </button>
      {shown && (
        <div class="calc-share" role="status">
          <span>{shown.status}</span>
          <input
            class="calc-share-url"
            type="url"
            readOnly
            value={shown.url}
            aria-label="Share link"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
    </>
  );
}
