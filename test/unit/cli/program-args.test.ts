import { describe, expect, it } from 'vitest';
import { readProgramArgs } from '../../../src/cli/args.ts';

const SPEC = { usage: 'usage: tool [--json] [--top N] words', flags: ['json'], valued: ['top'] };

describe('a command-line tool reads its arguments', () => {
  it('takes its flags, options with a value (spaced or with =) and words', () => {
    const read = readProgramArgs(['--json', '--top', '3', 'hacked', '--top=4', 'apart'], SPEC);
    expect('args' in read && read.args.flags).toEqual(new Set(['json']));
    expect('args' in read && read.args.values.get('top')).toBe('4');
    expect('args' in read && read.args.positional).toEqual(['hacked', 'apart']);
  });

  it('answers --help with its usage and exit code 0, whatever else was typed', () => {
    expect(readProgramArgs(['frenzy', '--help'], SPEC)).toEqual({ code: 0, text: SPEC.usage });
    expect(readProgramArgs(['-h'], SPEC)).toEqual({ code: 0, text: SPEC.usage });
  });

  it('refuses an option it does not know in one line naming the ones it does, then the usage (exit 2)', () => {
    expect(readProgramArgs(['--jsno', 'frenzy'], SPEC)).toEqual({
      code: 2,
      text: `unknown option --jsno; options: --json, --top\n${SPEC.usage}`,
    });
    expect(readProgramArgs(['--x'], { usage: 'u' })).toEqual({
      code: 2,
      text: 'unknown option --x; it takes no option\nu',
    });
  });

  it('refuses an option missing its value instead of throwing', () => {
    expect(readProgramArgs(['frenzy', '--top'], SPEC)).toEqual({ code: 2, text: `--top needs a value\n${SPEC.usage}` });
  });
});
