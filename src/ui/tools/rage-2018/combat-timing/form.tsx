import { toolPath } from '../../../../core/content/routes.ts';
import type { CalcFormProps } from '../../form-props.ts';
import { Panel, Toggle } from '../../form-fields.tsx';
import { advance } from '../../../../rulesets/rage-2018/combat-timing/advance.ts';
import type { CombatTimingOutput } from '../../../../rulesets/rage-2018/combat-timing/compute.ts';
import { CreatureEditor } from './creature-editor.tsx';
import {
  addCreature,
  addResolutionCard,
  removeCreature,
  removeResolutionCard,
  updateCreature,
  updateResolutionCard,
} from '../../../../rulesets/rage-2018/combat-timing/edit.ts';
import { type CombatTimingInput, isRoundStep } from '../../../../rulesets/rage-2018/combat-timing/input.ts';
import { ResolutionCardEditor } from './resolution-editor.tsx';
import { StepPicker } from './step-picker.tsx';
import { STEP_RULES } from '../../../../rulesets/rage-2018/combat-timing/steps.ts';
import './combat-timing-form.css';
import { appHref } from '../../../base-path.ts';

/** The combat as it stands: step and round, creatures and their round facts, withdrawal, and cards to resolve. */
export default function CombatTimingForm({
  value,
  onChange,
  outcome,
}: CalcFormProps<CombatTimingInput, CombatTimingOutput>) {
  const next = outcome.ok && outcome.output.next.kind === 'step' ? outcome.output.next : null;
  const inRound = isRoundStep(value.step);
  const set = (patch: Partial<CombatTimingInput>) => onChange({ ...value, ...patch });
  return (
    <div class="combat-timing-form">
      <Panel title="Where the combat is">
        <StepPicker
          step={value.step}
          round={value.round}
          next={next ? STEP_RULES[next.step].name : null}
          onStep={(step) => set({ step })}
          onRound={(round) => set({ round })}
          onNext={() => outcome.ok && onChange(advance(value, outcome.output.next))}
        />
        {value.step === 'bluff' && (
          <p class="ct-link">
            <a href={appHref(toolPath('rage-2018', 'bluff'))}>
              Rule on each revealed card with the Bluff legality tool
            </a>
          </p>
        )}
      </Panel>
      <Panel
        title={`Creatures (${value.creatures.length})`}
        actions={
          <>
            <button type="button" class="cf-add" onClick={() => onChange(addCreature(value, 'attacker'))}>
              + Attacker
            </button>
            <button type="button" class="cf-add" onClick={() => onChange(addCreature(value, 'defender'))}>
              + Defender
            </button>
          </>
        }
      >
        {value.creatures.map((c, i) => (
          <CreatureEditor
            key={i}
            creature={c}
            inRound={inRound}
            onChange={(next) => onChange(updateCreature(value, i, next))}
            onRemove={() => onChange(removeCreature(value, i))}
          />
        ))}
      </Panel>
      <Panel title="Combat">
        <Toggle
          label="A card forcing combat to end was played"
          checked={value.endedByCard}
          onChange={(endedByCard) => set({ endedByCard })}
        />
        {inRound && (
          <Toggle
            label="Withdrawal prevented (e.g. Maim)"
            checked={value.withdrawalPrevented}
            onChange={(withdrawalPrevented) => set({ withdrawalPrevented })}
          />
        )}
        {value.step === 'withdrawal' && (
          <Toggle
            label="The attacker wants to withdraw"
            checked={value.attackerWithdraws}
            onChange={(attackerWithdraws) => set({ attackerWithdraws })}
          />
        )}
      </Panel>
      {value.step === 'resolution' && (
        <Panel
          title={`Cards left to resolve (${value.resolution.length})`}
          actions={
            <button
              type="button"
              class="cf-add"
              disabled={value.creatures.length < 2}
              onClick={() => onChange(addResolutionCard(value))}
            >
              + Card
            </button>
          }
        >
          {value.resolution.map((card, i) => (
            <ResolutionCardEditor
              key={i}
              card={card}
              index={i}
              creatures={value.creatures}
              onChange={(next) => onChange(updateResolutionCard(value, i, next))}
              onRemove={() => onChange(removeResolutionCard(value, i))}
            />
          ))}
        </Panel>
      )}
    </div>
  );
}
