import { Panel } from '../../form-fields.tsx';
import type { CalcFormProps } from '../../form-props.ts';
import { CardEditor } from './card-editor.tsx';
import { CreatureEditor } from './creature-editor.tsx';
import {
  addCard,
  addCreature,
  removeCard,
  removeCreature,
  updateCard,
  updateCreature,
} from '../../../../rulesets/rage-2018/bluff/edit.ts';
import type { BluffInput } from '../../../../rulesets/rage-2018/bluff/input.ts';

/** The round at the Bluff step: the creatures and the cards they revealed. */
export default function BluffForm({ value, onChange }: CalcFormProps<BluffInput>) {
  return (
    <div class="bluff-form">
      <Panel
        title={`Creatures (${value.creatures.length})`}
        actions={
          <button type="button" class="cf-add" onClick={() => onChange(addCreature(value))}>
            + Creature
          </button>
        }
      >
        {value.creatures.map((c, i) => (
          <CreatureEditor
            key={i}
            creature={c}
            onChange={(next) => onChange(updateCreature(value, i, next))}
            onRemove={() => onChange(removeCreature(value, i))}
          />
        ))}
      </Panel>
      <Panel
        title={`Cards revealed (${value.cards.length})`}
        actions={
          <button
            type="button"
            class="cf-add"
            disabled={value.creatures.length === 0}
            onClick={() => onChange(addCard(value))}
          >
            + Card
          </button>
        }
      >
        {value.cards.map((card, i) => (
          <CardEditor
            key={i}
            card={card}
            index={i}
            creatures={value.creatures}
            onChange={(next) => onChange(updateCard(value, i, next))}
            onRemove={() => onChange(removeCard(value, i))}
          />
        ))}
      </Panel>
    </div>
  );
}
