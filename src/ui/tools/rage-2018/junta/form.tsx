import type { CalcFormProps } from '../../form-props.ts';
import { Panel, Toggle } from '../../form-fields.tsx';
import { CreatureEditor } from './creature-editor.tsx';
import {
  addCreature,
  addJunta,
  removeCreature,
  removeJunta,
  toggleDrawn,
  updateCreature,
  updateJunta,
} from '../../../../rulesets/rage-2018/junta/edit.ts';
import type { JuntaInput } from '../../../../rulesets/rage-2018/junta/input.ts';
import { JuntaEditor } from './junta-editor.tsx';
import './junta-form.css';

/** The Moot phase as a judge enters it: game, creatures, Juntas called, and the order drawn for ties. */
export default function JuntaForm({ value, onChange }: CalcFormProps<JuntaInput>) {
  return (
    <div class="junta-form">
      <Panel title="Game">
        <Toggle
          label="Two-player game"
          checked={value.twoPlayerGame}
          onChange={(twoPlayerGame) => onChange({ ...value, twoPlayerGame })}
        />
      </Panel>
      <Panel
        title={`Creatures (${value.creatures.length})`}
        actions={
          <>
            <button type="button" class="cf-add" onClick={() => onChange(addCreature(value, 'gaia'))}>
              + Gaia creature
            </button>
            <button type="button" class="cf-add" onClick={() => onChange(addCreature(value, 'wyrm'))}>
              + Wyrm creature
            </button>
          </>
        }
      >
        {value.creatures.map((c) => (
          <CreatureEditor
            key={c.id}
            creature={c}
            onChange={(patch) => onChange(updateCreature(value, c.id, patch))}
            onRemove={() => onChange(removeCreature(value, c.id))}
          />
        ))}
      </Panel>
      <Panel
        title={`Juntas called (${value.juntas.length})`}
        actions={
          <button
            type="button"
            class="cf-add"
            disabled={value.creatures.length === 0}
            onClick={() => onChange(addJunta(value))}
          >
            + Junta
          </button>
        }
      >
        {value.juntas.map((j) => (
          <JuntaEditor
            key={j.id}
            junta={j}
            creatures={value.creatures}
            onChange={(patch) => onChange(updateJunta(value, j.id, patch))}
            onRemove={() => onChange(removeJunta(value, j.id))}
          />
        ))}
      </Panel>
      {value.juntas.length > 1 && (
        <Panel title="Order drawn for tied Juntas">
          <p class="junta-hint">
            Only for Juntas tied on Renown and on their callers' Renown: tap them in the order drawn.
          </p>
          <div class="cf-chips" role="group" aria-label="Order drawn for tied Juntas">
            {value.juntas.map((j) => {
              const position = value.drawnOrder.indexOf(j.id);
              return (
                <button
                  key={j.id}
                  type="button"
                  aria-pressed={position >= 0}
                  onClick={() => onChange(toggleDrawn(value, j.id))}
                >
                  {position >= 0 ? `${position + 1}. ` : ''}
                  {j.name.trim() || j.id}
                </button>
              );
            })}
          </div>
        </Panel>
      )}
    </div>
  );
}
