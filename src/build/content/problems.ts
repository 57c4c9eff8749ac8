/** A content problem with its place, so the author can go straight to it. */
export interface ContentProblem {
  file: string;
  line: number;
  message: string;
}

/** Thrown when content cannot be built; lists every problem found, not just the first. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`Content has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}

export function formatProblem(p: ContentProblem): string {
  return `  ${p.file}:${p.line}: ${p.message}`;
}
