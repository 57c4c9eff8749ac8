import { describe, expect, it } from 'vitest';
import { frenzyCalculator } from '../../../src/rulesets/rage-2018/frenzy/index.ts';
import { frenzyDefaults } from '../../../src/rulesets/rage-2018/frenzy/input.ts';
import { calc } from '../cli/calc.ts';

const frenzy = (patch: Record<string, unknown>) => JSON.stringify({ ...frenzyDefaults(), ...patch });

describe('a number outside its range is refused with a message, never clamped (issue 27)', () => {
  it('the CLI refuses a printed Rage of 999999999 (it used to answer "hacked apart at 1000000005")', async () => {
    const { code, stdout, stderr } = await calc(['frenzy'], frenzy({ crinosRage: 999_999_999 }));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain("crinosRage: The printed Rage can't be above 99 (got 999999999)");
  });

  it('a negative damage, a decimal Rage and a multiplier of 0 are each refused where they are', () => {
    const checked = frenzyCalculator.validate({ ...frenzyDefaults(), damage: -1, crinosRage: 2.5, rageMultiplier: 0 });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.problems).toEqual([
      { path: 'crinosRage', message: 'expected a whole number from 0 to 99, got 2.5' },
      { path: 'rageMultiplier', message: "The Rage multiplier can't be below 1 (got 0)" },
      { path: 'damage', message: "The damage now can't be negative (got -1)" },
    ]);
  });

  it("a form's emptied field (NaN) is missing, and names what the answer waits for", () => {
    const checked = frenzyCalculator.validate({ ...frenzyDefaults(), crinosRage: Number.NaN });
    expect(checked.ok ? [] : checked.problems).toEqual([
      { path: 'crinosRage', message: 'missing: enter a whole number from 0 to 99', need: 'the printed Rage' },
    ]);
  });
});
