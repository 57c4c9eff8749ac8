import type { ComponentType } from 'preact';
import type { AnyCalculator } from '../../rulesets/calculators.ts';
import { calculatorKey } from '../../rulesets/calculators.ts';
import { BluffForm } from '../../rulesets/rage-2018/bluff/form.tsx';
import { CombatTimingForm } from '../../rulesets/rage-2018/combat-timing/form.tsx';
import { FrenzyForm } from '../../rulesets/rage-2018/frenzy/form.tsx';
import { JuntaForm } from '../../rulesets/rage-2018/junta/form.tsx';
import { FrenzyTriggerForm } from '../../rulesets/rage-las-vegas/frenzy-trigger/form.tsx';
import { UmbraCrossingForm } from '../../rulesets/rage-las-vegas/umbra-crossing/form.tsx';
import { StealthCheckForm } from '../../rulesets/retaliation/stealth-check/form.tsx';
import type { CalcFormProps } from './form-props.ts';

/** A form whose input type is erased, to sit in one registry with the others. */
export type AnyCalcForm = ComponentType<CalcFormProps<unknown>>;

/** Erases the input type: ToolPage only passes a form input its own calculator validated or defaulted. */
function erase<I>(form: ComponentType<CalcFormProps<I>>): AnyCalcForm {
  return form as unknown as AnyCalcForm;
}

/** Every calculator's form, by calculator key ("rage-2018/bluff"). */
const FORMS: Record<string, AnyCalcForm> = {
  'rage-2018/combat-timing': erase(CombatTimingForm),
  'rage-2018/bluff': erase(BluffForm),
  'rage-2018/junta': erase(JuntaForm),
  'rage-2018/frenzy': erase(FrenzyForm),
  'rage-las-vegas/umbra-crossing': erase(UmbraCrossingForm),
  'rage-las-vegas/frenzy-trigger': erase(FrenzyTriggerForm),
  'retaliation/stealth-check': erase(StealthCheckForm),
};

export function formFor(calculator: AnyCalculator): AnyCalcForm | undefined {
  return FORMS[calculatorKey(calculator)];
}
