import { realpathSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';

/** What a command-line tool gives back: its exit code and what it printed. Tests call `run` in-process for it. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A CLI's whole behaviour, from its arguments and stdin to its output: no process, so tests need no spawn. */
export type Cli = (argv: string[], stdin: () => Promise<string>) => Promise<CliResult>;

/** Runs `cli` as the program when `moduleUrl` is the script node was started with (`tsx src/cli/x.ts`). */
export async function runAsMain(moduleUrl: string, cli: Cli): Promise<void> {
  const script = process.argv[1];
  if (!script || realpathSync(script) !== realpathSync(fileURLToPath(moduleUrl))) return;
  const result = await cli(process.argv.slice(2), () => text(process.stdin));
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
