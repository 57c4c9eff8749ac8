/** Anchor slugs: lower case, accents folded (Æ → ae), every other run of characters → "-". */
export function slugify(text: string): string {
  return text
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Œœ]/g, 'oe')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Default anchor of an entry: slug of its printed number and title. */
export function defaultAnchor(number: string | null, title: string): string {
  return slugify(number ? `${number} ${title}` : title);
}
