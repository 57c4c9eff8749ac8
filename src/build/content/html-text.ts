/** Plain text of rendered rules HTML: what search indexes and the CLI prints. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Drops editor's notes and child placeholders, keeps paragraph and list breaks as newlines. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<aside class="ed-note"[\s\S]*?<\/aside>/g, '')
      .replace(/<span class="ed-note"[^>]*><span class="ed-label">[^<]*<\/span>[\s\S]*?<\/span>/g, '')
      .replace(/<rk-entry[^>]*><\/rk-entry>/g, '\n')
      .replace(/<\/(p|li|h[1-6]|tr|div|blockquote|pre)>|<br\s*\/?>/g, '\n')
      .replace(/<\/t[dh]>/g, ' ')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[ \n]*/g, '\n')
    .trim();
}
