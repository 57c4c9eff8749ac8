import { citationText } from '../../core/toolkit/describe.ts';
import type { Citation } from '../../core/toolkit/schema.ts';
import { copyText, shareOrCopy } from '../kit/clipboard.ts';
import { showToast } from '../kit/toasts.tsx';

/** What Cite and Share hand on: a section, or one passage of it (the words, then a link that opens on them). */
export interface Cited {
  cite: Citation;
  text: string;
  url: string;
  /** True when `text` is one passage rather than the whole section. */
  passage: boolean;
}

/** Copies "label (edition, date), text, link" and says so. */
export async function copyCitation({ cite, text, url, passage }: Cited): Promise<void> {
  const copied = await copyText(`${citationText(cite)}\n\n${text}\n\n${url}`);
  showToast({
    message: copied
      ? `Copied: ${cite.label}, ${passage ? 'this passage' : 'its text'} and link.`
      : 'Copying is blocked in this browser: select the text instead.',
  });
}

/** Shares the link (the system sheet, else the clipboard) and says what happened when it was not shared. */
export async function shareCitation({ cite, url }: Cited): Promise<void> {
  // The edition goes with the link: the words it opens on may change with the rulebook's next edition.
  const how = await shareOrCopy({ title: cite.label, text: citationText(cite), url }, `${citationText(cite)} ${url}`);
  if (how !== 'shared')
    showToast({ message: how === 'copied' ? 'Link copied.' : 'Sharing is blocked in this browser.' });
}
