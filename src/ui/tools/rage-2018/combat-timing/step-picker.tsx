import { useId } from 'preact/hooks';
import { NumberField } from '../../form-fields.tsx';
import { COMBAT_STEPS, type CombatStep, isRoundStep } from '../../../../rulesets/rage-2018/combat-timing/input.ts';
import { STEP_RULES } from '../../../../rulesets/rage-2018/combat-timing/steps.ts';
import { COMBAT_TIMING_RANGES } from '../../../../rulesets/rage-2018/combat-timing/ranges.ts';

const group = (round: boolean) => COMBAT_STEPS.filter((s) => isRoundStep(s) === round);

/** Where the combat is: the step (and round), and the button that moves to the next step. */
export function StepPicker({
  step,
  round,
  next,
  onStep,
  onRound,
  onNext,
}: {
  step: CombatStep;
  round: number;
  next: string | null;
  onStep: (s: CombatStep) => void;
  onRound: (r: number) => void;
  onNext: () => void;
}) {
  const id = useId();
  return (
    <div class="ct-step-picker">
      <div class="cf-field">
        <label for={id}>Step</label>
        <select id={id} value={step} onChange={(e) => onStep(e.currentTarget.value as CombatStep)}>
          {[false, true].map((round) => (
            <optgroup key={String(round)} label={round ? 'Combat round' : 'Combat declaration'}>
              {group(round).map((s, i) => (
                <option key={s} value={s}>
                  {i + 1}. {STEP_RULES[s].name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {isRoundStep(step) && (
        <NumberField range={COMBAT_TIMING_RANGES.round} label="Round" value={round} onChange={onRound} />
      )}
      <button type="button" class="cf-add ct-next" disabled={next === null} onClick={onNext}>
        {next === null ? 'Combat has ended' : `Next: ${next} →`}
      </button>
    </div>
  );
}
