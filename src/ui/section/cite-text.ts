/** Flattens whitespace as a browser shows it. */
const shown = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of `el` without the lists nested in it (they get lines of their own). */
function ownText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const list of copy.querySelectorAll('ul, ol')) list.remove();
  return shown(copy.textContent ?? '');
}

function listLines(list: Element, depth: number, lines: string[]): void {
  const start = Number(list.getAttribute('start') ?? '1');
  const items = [...list.children].filter((c) => c.tagName === 'LI');
  items.forEach((li, i) => {
    const marker = list.tagName === 'OL' ? `${start + i}.` : '•';
    lines.push(`${'  '.repeat(depth)}${marker} ${ownText(li)}`);
    for (const nested of li.querySelectorAll(':scope > ul, :scope > ol')) listLines(nested, depth + 1, lines);
  });
}

function blockLines(parent: Element, lines: string[]): void {
  for (const el of parent.children) {
    if (el.tagName === 'UL' || el.tagName === 'OL') listLines(el, 0, lines);
    else if (el.tagName === 'TABLE')
      for (const row of el.querySelectorAll('tr'))
        lines.push([...row.children].map((cell) => shown(cell.textContent ?? '')).join(' | '));
    else if (el.querySelector('p, ul, ol, table, h1, h2, h3, h4, h5, h6, pre, blockquote')) blockLines(el, lines);
    else if (shown(el.textContent ?? '')) lines.push(shown(el.textContent ?? ''));
  }
}

/**
 * A section's text for a citation, from its rendered HTML: one line per paragraph, list items with their bullets
 * or numbers as shown ("1. Redraw phase"), table rows with their cells, so a pasted rule reads as printed.
 */
export function citeText(html: string): string {
  const lines: string[] = [];
  blockLines(new DOMParser().parseFromString(html, 'text/html').body, lines);
  return lines.join('\n');
}
