/** The typed content model: what the build emits and the app, CLI and rule logic read. */

/** What an entry is. `fiction` is shown but never searched. */
export type EntryKind = 'rule' | 'definition' | 'sidebar' | 'errata' | 'faq' | 'fiction';

export const ENTRY_KINDS: readonly EntryKind[] = ['rule', 'definition', 'sidebar', 'errata', 'faq', 'fiction'];

/** Ruleset metadata, from `content/<id>/ruleset.md` front matter. */
export interface RulesetMeta {
  /** Folder name under `content/`; stable id used in URLs and citations. */
  id: string;
  title: string;
  /** Short label for results and citations, e.g. "Rage 2018". */
  shortTitle: string;
  game: string;
  edition: string;
  /** Date of the edition in force: YYYY, YYYY-MM or YYYY-MM-DD. */
  date: string;
  /** True when the source prints no date and `date` is the editors' estimate (shown as "c. 2008"). */
  dateEstimated: boolean;
  source: { file: string; description: string };
  credit: string;
  /** Citation template with {short} {number} {title} {edition}. */
  cite: string;
  /** Position in the library. */
  order: number;
  /**
   * Names and shorthands players use for the game (lower case): in a search across all rulebooks they steer to
   * this one and are not searched as rule words.
   */
  names: string[];
  /**
   * Rulesets of sibling games (ids), that share most of this one's words: across all rulebooks, a question naming no
   * game is shown the best answer of each rather than three of one. Either side declaring it makes two siblings.
   */
  siblings?: string[];
}

/** An editor's note: visible, never part of the rules text. */
export interface EditorNote {
  /** Anchor of the entry the note is in. */
  entry: string;
  /** Plain text of the note. */
  text: string;
}

/** One addressable piece of a ruleset: a section, or a definition/sidebar/errata/FAQ inside one. */
export interface Entry {
  /** Anchor, unique within the ruleset. */
  id: string;
  kind: EntryKind;
  /** Number as printed ("2.2. 4"), or null when none is printed. */
  number: string | null;
  /** Title as printed; for definitions the term, for FAQ the question. */
  title: string;
  /** Depth in the tree, 1 = chapter. Containers sit one below their section. */
  depth: number;
  parent: string | null;
  children: string[];
  /** True when the entry is a container shown inside its parent's page. */
  inline: boolean;
  /** Rendered body (sanitised at build). Inline children appear as `<rk-entry id>` placeholders. */
  html: string;
  /** Plain text of the body without children or editor's notes: what search and the CLI see. */
  text: string;
  /** Paragraphs, list items and table rows of the body, in order, each with the anchor its element carries. */
  passages: Passage[];
  /** Questions players and judges ask that this entry answers (search metadata, never shown as rules text). */
  questions?: IndexQuestion[];
  /** Defined terms (title and aka names), for definitions. */
  terms?: string[];
  /** For summary definitions: the anchor of the entry that defines the term in full. */
  home?: string;
  /** Other definition entries of the same term (summary ↔ full). */
  related?: string[];
  /** Source position in `content/`, for error messages and editing. */
  file: string;
  line: number;
}

/** A question of an entry's question index, in a player's or judge's words, and the passage that answers it. */
export interface IndexQuestion {
  text: string;
  /** Anchor of the answering passage. */
  passage: string;
}

/** A block of an entry's own text a judge can be sent to; `id` is unique in the ruleset and stable across edits elsewhere. */
export interface Passage {
  id: string;
  text: string;
}

/** A resolved cross-reference from one entry to another. */
export interface CrossRef {
  from: string;
  to: string;
  /** The printed words of the link. */
  label: string;
}

/** Everything the app needs for one ruleset. */
export interface RulesetData {
  meta: RulesetMeta;
  /** About text (credits, copyright), rendered HTML. */
  aboutHtml: string;
  /** All entries in reading order. */
  entries: Entry[];
  /** Lower-cased term → anchors of its definition entries. */
  definitions: Record<string, string[]>;
  xrefs: CrossRef[];
  notes: EditorNote[];
  /** Phrases players use for the same thing, for query expansion. */
  synonyms: SynonymGroups;
  /** Words players bring from other games, each read as this game's own term (or as nothing here). */
  otherGames?: OtherGameWords;
  /** Everyday words a new player uses for this game's terms, words the rulebook never uses itself (plain-words.yaml). */
  plainWords?: OtherGameWords;
}

/**
 * Words of other games (a trading card game, poker, chess, a role-playing or war game, a video game) and what this
 * rulebook calls the same thing; `means` null where it has no counterpart.
 */
export type OtherGameWords = { words: string[]; means: string | null }[];

/** Synonym groups of a ruleset: each group lists phrases meaning the same thing. */
export type SynonymGroups = string[][];
