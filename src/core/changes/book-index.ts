import { type BookEntry, type Place, wholeText, wordsOf } from './book.ts';

/** Spacing aside, as `textChanged` compares texts. */
const spaced = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

/** A rulebook version's places, indexed once for many lookups (every citation of a log, every passage of a version). */
export class BookIndex {
  readonly passages: Place[];
  readonly wholes: Place[];
  private readonly byText = new Map<string, Place[]>();
  private readonly words = new WeakMap<Place, string[]>();

  constructor(readonly entries: readonly BookEntry[]) {
    this.passages = entries.flatMap((entry) => entry.passages.map((p) => ({ entry, passage: p.id, text: p.text })));
    this.wholes = entries.map((entry) => ({ entry, passage: '', text: wholeText(entry) }));
    for (const place of [...this.passages, ...this.wholes]) {
      const key = `${place.passage ? 'p' : 'e'}${spaced(place.text)}`;
      const list = this.byText.get(key);
      if (list) list.push(place);
      else this.byText.set(key, [place]);
    }
  }

  /** Every place of one kind: passages, or entries' whole texts. */
  places(passages: boolean): Place[] {
    return passages ? this.passages : this.wholes;
  }

  /** The place of that kind with exactly these words (spacing aside): the one in `prefer` when several have them. */
  withText(text: string, passages: boolean, prefer?: string): Place | undefined {
    const list = this.byText.get(`${passages ? 'p' : 'e'}${spaced(text)}`);
    return list?.find((p) => p.entry.id === prefer) ?? list?.[0];
  }

  /** A place's words, worked out once. */
  wordsOf(place: Place): string[] {
    let words = this.words.get(place);
    if (!words) this.words.set(place, (words = wordsOf(place.text)));
    return words;
  }
}
