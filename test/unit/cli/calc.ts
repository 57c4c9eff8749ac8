import { type CliResult } from '../../../src/cli/run-main.ts';
import { run } from '../../../src/cli/calc.ts';

/** `npm run calc -- <args> < stdin`, run in-process (the same code as the command, without a process to start). */
export function calc(args: string[], stdin: string): Promise<CliResult> {
  return run(args, async () => stdin);
}
