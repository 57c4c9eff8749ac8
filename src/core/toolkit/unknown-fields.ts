import {
  AttachedResultSchema,
  CitationSchema,
  ExportFileSchema,
  FactSchema,
  NoteSchema,
  RulingSchema,
  StepCiteSchema,
  StepSchema,
  BookmarkSchema,
} from './schema.ts';

/** The fields a record may have, and the records nested in it (`list` for a list of them). */
interface Shape {
  keys: ReadonlySet<string>;
  nested?: Record<string, { shape: Shape; list: boolean }>;
}

const shape = (schema: { entries: object }, nested?: Shape['nested']): Shape => ({
  keys: new Set(Object.keys(schema.entries)),
  ...(nested && { nested }),
});
const listOf = (s: Shape) => ({ shape: s, list: true });

// The calculator's input is the calculator's own data: whatever it holds is kept, so it is not walked.
const attachment = shape(AttachedResultSchema, {
  facts: listOf(shape(FactSchema)),
  steps: listOf(shape(StepSchema, { cites: listOf(shape(StepCiteSchema)) })),
});
const ruling = shape(RulingSchema, {
  citations: listOf(shape(CitationSchema)),
  attachment: { shape: attachment, list: false },
});
const file = shape(ExportFileSchema, {
  rulings: listOf(ruling),
  bookmarks: listOf(shape(BookmarkSchema)),
  notes: listOf(shape(NoteSchema)),
});

/** Most kinds of unknown field listed: enough to see what was left out. */
const MAX_LISTED = 5;

/**
 * The fields of a valid export file that this version does not know and so does not keep (a newer version's
 * additions, or a hand-made file's typos), one line per kind of field: "rulings[0].severity (and 19 more like it)".
 */
export function unknownFields(json: unknown): string[] {
  const found = new Map<string, { first: string; count: number }>();
  const walk = (value: unknown, s: Shape, path: string, pattern: string) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      const kind = pattern ? `${pattern}.${key}` : key;
      if (!s.keys.has(key)) {
        const seen = found.get(kind);
        if (seen) seen.count++;
        else found.set(kind, { first: at, count: 1 });
        continue;
      }
      const nested = s.nested?.[key];
      if (!nested) continue;
      if (!nested.list) walk(inner, nested.shape, at, kind);
      else if (Array.isArray(inner))
        inner.forEach((item: unknown, i) => walk(item, nested.shape, `${at}[${i}]`, `${kind}[]`));
    }
  };
  walk(json, file, '', '');
  const lines = [...found.values()].map(({ first, count }) =>
    count > 1 ? `${first} (and ${count - 1} more like it)` : first,
  );
  return lines.length > MAX_LISTED ? [...lines.slice(0, MAX_LISTED), `…and ${lines.length - MAX_LISTED} more`] : lines;
}
