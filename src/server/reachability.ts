/**
 * Whether this instance reaches a service it depends on (PostgreSQL, Redis), logged once per change of state:
 * an outage is one line when it starts and one when it ends, however many attempts fail in between.
 */
export class Reachability {
  private problem: string | null = null;

  constructor(
    readonly service: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Records an attempt's outcome: null when it worked, else the reason. */
  report(problem: string | null): void {
    if (problem === this.problem) return;
    const was = this.problem;
    this.problem = problem;
    if (problem === null) this.log(`${this.service} reachable again`);
    else if (was === null) this.log(`${this.service} unreachable: ${problem}; retrying with backoff`);
  }

  /** Null when reachable, else why not. */
  get reason(): string | null {
    return this.problem;
  }
}

/** The reason in an error, in one line without secrets (a connection string's password never reaches a log). */
export function reasonOf(e: unknown): string {
  const err = e as { code?: string; message?: string };
  const message = (err?.message ?? String(e)).split('\n')[0]!.replace(/\/\/[^@/\s]*@/g, '//***@');
  return err?.code && !message.includes(err.code) ? `${err.code} ${message}` : message;
}
