import type * as v from 'valibot';

/** Most problems listed in one refusal: enough to fix a file, short enough to read on a phone. */
const MAX_LISTED = 5;

/** "rulings[3].status" from a valibot issue path. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    path += typeof key === 'number' ? `[${key}]` : path ? `.${String(key)}` : String(key);
  }
  return path || '(the file)';
}

/** A value as a problem line shows it: JSON text, cut at 40 characters. */
export function shownValue(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Array.isArray(value) ? 'Array' : typeof value;
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Issues whose message already says all there is (a length, a pattern, or our own checks, which show the value). */
const COMPLETE = new Set(['max_length', 'regex', 'min_length', 'raw_check', 'partial_check']);

/** One line per problem: "rulings[3].status: expected one of given/appealed/upheld/overturned, got "maybe"". */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  // A missing key is reported by valibot on the object; say "missing" rather than its generic wording.
  if (issue.type === 'object' && issue.received === 'undefined' && issue.path?.length)
    return `${issuePath(issue)}: missing`;
  const got = issue.received.length > 40 ? `${issue.received.slice(0, 40)}…` : issue.received;
  const shown = COMPLETE.has(issue.type) ? '' : `, got ${got}`;
  return `${issuePath(issue)}: ${issue.message}${shown}`;
}

/** The problems of a refused file, the first few in full and a count of the rest. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const lines = issues.slice(0, MAX_LISTED).map(describeIssue);
  if (issues.length > MAX_LISTED) lines.push(`…and ${issues.length - MAX_LISTED} more problems`);
  return lines;
}
