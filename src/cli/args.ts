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
