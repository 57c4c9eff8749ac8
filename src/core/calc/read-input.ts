import type { CalcProblem, NumberRule, Validation } from './contract.ts';

/** What a missing value is called after "Enter": "The printed Rage" → "the printed Rage"; "Gnosis" stays. */
export function neededName(label: string): string {
  return /^(The|A|An) /.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/** `creatures` + 2 → `creatures[2]`; `creatures[2]` + `rage` → `creatures[2].rage`. */
export function pathTo(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** Edits (insert, delete, replace) between two words, ignoring case. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[y.length] ?? 0;
}

/** The known field a mistyped one most resembles (a third of its letters wrong at most), or null. */
function closest(key: string, known: string[]): string | null {
  let best: { name: string; edits: number } | null = null;
  for (const name of known) {
    const edits = distance(key, name);
    if (edits <= Math.max(1, Math.floor(name.length / 3)) && (!best || edits < best.edits)) best = { name, edits };
  }
  return best?.name ?? null;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/**
 * Reads untrusted JSON (a stored state, a share link, CLI input) into typed input, collecting every problem with
 * its path. Reads never throw: a bad field records a problem and yields a placeholder, so one pass reports them all.
 */
export class InputReader {
  readonly problems: CalcProblem[] = [];
  /** Every object read, so fields nobody asked for are reported as unknown at the end. */
  private readonly objects: Fields[] = [];

  report(path: string, message: string, need?: string): void {
    this.problems.push(need === undefined ? { path, message } : { path, message, need });
  }

  /** The fields of an object at `path`; anything else is reported and yields fields that read silently. */
  record(value: unknown, path: string): Fields {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const fields = new Fields(this, path, value as Record<string, unknown>);
      this.objects.push(fields);
      return fields;
    }
    this.report(path || '(input)', `expected an object, got ${describe(value)}`);
    return new Fields(this, path, null);
  }

  /**
   * The typed value when nothing was reported, else the problems. A field the calculator does not read is a problem
   * too (a typo would otherwise be ignored and its default used silently), with the known field it most resembles.
   */
  result<T>(value: T): Validation<T> {
    for (const fields of this.objects)
      for (const problem of fields.unknownFields()) this.report(problem.path, problem.message);
    return this.problems.length ? { ok: false, problems: [...this.problems] } : { ok: true, value };
  }
}

/** Field reads on one object. On a non-object (`values` null) reads return placeholders without more reports. */
export class Fields {
  constructor(
    private readonly reader: InputReader,
    readonly path: string,
    private readonly values: Record<string, unknown> | null,
  ) {}

  /** Keys read (or looked up) on this object: the fields the calculator knows here. */
  private readonly known = new Set<string>();

  at(key: string): string {
    this.known.add(key);
    return pathTo(this.path, key);
  }

  /** Fields present but never read, each with a suggestion: "fullfrenzy: unknown field; did you mean fullFrenzy?". */
  unknownFields(): CalcProblem[] {
    if (!this.values) return [];
    return Object.keys(this.values)
      .filter((key) => !this.known.has(key))
      .map((key) => {
        const like = closest(key, [...this.known]);
        const hint = like ? `did you mean ${like}?` : `known fields: ${[...this.known].join(', ')}`;
        // A key that is no plain name ("", "a b") is quoted, so the path still shows where it is.
        const path = /^[A-Za-z_$][\w$]*$/.test(key) ? pathTo(this.path, key) : `${this.path}[${JSON.stringify(key)}]`;
        return { path, message: `unknown field; ${hint}` };
      });
  }

  /** The raw value, or undefined after reporting it missing (`expected` says what belongs there, `need` its name). */
  private raw(key: string, expected: string, need?: string): unknown {
    this.known.add(key);
    if (!this.values) return undefined;
    const value = this.values[key];
    if (value === undefined) this.reader.report(this.at(key), `missing: expected ${expected}`, need);
    return value;
  }

  private wrong(key: string, expected: string, value: unknown): void {
    this.reader.report(this.at(key), `expected ${expected}, got ${describe(value)}`);
  }

  /**
   * A whole number within the rule's range; nothing is clamped, a value outside is refused. NaN is a form's emptied
   * field (nothing entered): reported as missing, with the name the answer waits for.
   */
  integer(key: string, rule: NumberRule, orNull = ''): number {
    const expected = `a whole number from ${rule.min} to ${rule.max}${orNull}`;
    const need = neededName(rule.label);
    const value = this.raw(key, expected, need);
    if (value === undefined) return rule.min;
    if (typeof value === 'number' && Number.isNaN(value)) {
      this.reader.report(this.at(key), `missing: enter ${expected}`, need);
      return rule.min;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.wrong(key, expected, value);
      return rule.min;
    }
    if (value < rule.min) {
      this.reader.report(
        this.at(key),
        rule.min === 0
          ? `${rule.label} can't be negative (got ${value})`
          : `${rule.label} can't be below ${rule.min} (got ${value})`,
      );
    } else if (value > rule.max)
      this.reader.report(this.at(key), `${rule.label} can't be above ${rule.max} (got ${value})`);
    return value;
  }

  /** A whole number or null (null means "none"). */
  integerOrNull(key: string, rule: NumberRule): number | null {
    if (this.isNull(key)) return null;
    return this.integer(key, rule, ', or null for none');
  }

  boolean(key: string): boolean {
    const value = this.raw(key, 'true or false');
    if (value === undefined) return false;
    if (typeof value !== 'boolean') {
      this.wrong(key, 'true or false', value);
      return false;
    }
    return value;
  }

  /** The field is left out (it is still a known field): for fields a calculator lets you omit. */
  absent(key: string): boolean {
    this.known.add(key);
    return this.values !== null && this.values[key] === undefined;
  }

  /** A field that may be left out (its calculator's README lists it): `fallback` when absent, else read as usual. */
  optional<T>(key: string, fallback: T, read: (key: string) => T): T {
    return this.absent(key) ? fallback : read(key);
  }

  /** True, false or null (null means "not set"). */
  booleanOrNull(key: string): boolean | null {
    if (this.isNull(key)) return null;
    const value = this.raw(key, 'true, false, or null for not set');
    if (value === undefined) return null;
    if (typeof value !== 'boolean') {
      this.wrong(key, 'true, false, or null for not set', value);
      return null;
    }
    return value;
  }

  text(key: string, rule: { label: string; required: boolean }, orNull = ''): string {
    const value = this.raw(key, `text${orNull}`);
    if (value === undefined) return '';
    if (typeof value !== 'string') {
      this.wrong(key, `text${orNull}`, value);
      return '';
    }
    if (rule.required && value.trim() === '') this.reader.report(this.at(key), `${rule.label} can't be empty`);
    return value;
  }

  /** Text or null (null means "none"). */
  textOrNull(key: string, rule: { label: string }): string | null {
    if (this.isNull(key)) return null;
    return this.text(key, { label: rule.label, required: true }, ', or null for none');
  }

  choice<T extends string>(key: string, options: readonly T[]): T {
    const expected = `one of ${options.map((o) => `"${o}"`).join(', ')}`;
    const value = this.raw(key, expected);
    if (value === undefined) return options[0] as T;
    if (!options.includes(value as T)) {
      this.wrong(key, expected, value);
      return options[0] as T;
    }
    return value as T;
  }

  /** A list; the caller reads each item at `pathTo(fields.at(key), index)`. */
  list(key: string): unknown[] {
    const value = this.raw(key, 'a list');
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.wrong(key, 'a list', value);
      return [];
    }
    return value;
  }

  /** The fields of a nested object, or null when the value is null and `nullable`. */
  record(key: string, nullable: true): Fields | null;
  record(key: string, nullable?: false): Fields;
  record(key: string, nullable = false): Fields | null {
    if (nullable && this.isNull(key)) return null;
    const value = this.raw(key, nullable ? 'an object, or null for none' : 'an object');
    if (value === undefined) return new Fields(this.reader, this.at(key), null);
    return this.reader.record(value, this.at(key));
  }

  private isNull(key: string): boolean {
    this.known.add(key);
    return this.values !== null && this.values[key] === null;
  }
}
