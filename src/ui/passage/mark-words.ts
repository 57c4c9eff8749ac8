import { WORD, matchedTerm } from './matched-term.ts';

const MARK_CLASS = 'passage-word';

/** Wraps each word of `root`'s text that a search matched in `<mark>`, as the result's snippet showed it. */
export function markWords(root: HTMLElement, terms: readonly string[]): void {
  if (terms.length === 0) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    const text = node.data;
    const parts: (string | HTMLElement)[] = [];
    let from = 0;
    for (const m of text.matchAll(WORD)) {
      if (matchedTerm(m[0], terms) === undefined) continue;
      const mark = document.createElement('mark');
      mark.className = MARK_CLASS;
      mark.textContent = m[0];
      parts.push(text.slice(from, m.index), mark);
      from = m.index + m[0].length;
    }
    if (parts.length > 0) node.replaceWith(...parts, text.slice(from));
  }
}

/** Takes the marks of `markWords` off again, leaving the text as it was rendered. */
export function unmarkWords(root: HTMLElement): void {
  for (const mark of root.querySelectorAll(`mark.${MARK_CLASS}`)) mark.replaceWith(mark.textContent ?? '');
  root.normalize();
}
