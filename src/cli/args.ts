/** Minimal argument parsing for the CLIs: `--flag`, `--key value`, and positional words. */
export function parseArgs(
  argv: string[],
  valued: readonly string[],
): { flags: Set<string>; values: Map<string, string>; positional: string[] } {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (valued.includes(key)) {
        const value = inline ?? argv[++i];
        if (value === undefined) throw new Error(`--${key} needs a value`);
        values.set(key, value);
      } else flags.add(key);
    } else positional.push(arg);
  }
  return { flags, values, positional };
}

/** What a command-line tool accepts besides positional words: its usage line, its flags and its options with a value. */
export interface ProgramSpec {
  usage: string;
  flags?: readonly string[];
  valued?: readonly string[];
}

export type ProgramArgs = ReturnType<typeof parseArgs>;

/**
 * The arguments a tool was given, or, for `--help` or arguments it cannot take, what to print and its exit code: the
 * usage (0), or one line saying what is wrong followed by the usage (2). Never a stack trace.
 */
export function readProgramArgs(
  argv: string[],
  spec: ProgramSpec,
): { args: ProgramArgs } | { code: 0 | 2; text: string } {
  const valued = spec.valued ?? [];
  if (argv.includes('--help') || argv.includes('-h')) return { code: 0, text: spec.usage };
  let args: ProgramArgs;
  try {
    args = parseArgs(argv, valued);
  } catch (e) {
    return { code: 2, text: `${(e as Error).message}\n${spec.usage}` };
  }
  const unknown = [...args.flags].filter((f) => !(spec.flags ?? []).includes(f));
  if (unknown.length) {
    const known = [...(spec.flags ?? []), ...valued].map((o) => `--${o}`);
    return {
      code: 2,
      text: `unknown option ${unknown.map((f) => `--${f}`).join(', ')}; ${known.length ? `options: ${known.join(', ')}` : 'it takes no option'}\n${spec.usage}`,
    };
  }
  return { args };
}

/** readProgramArgs for a script: prints the usage or the problem and exits when the arguments are not to run with. */
export function programArgs(argv: string[], spec: ProgramSpec): ProgramArgs {
  const read = readProgramArgs(argv, spec);
  if ('args' in read) return read.args;
  (read.code === 0 ? console.log : console.error)(read.text);
  process.exit(read.code);
}

/** Stops a script with one line saying what is wrong (exit 2), for input the tool cannot use. */
export function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}
