import type { ComponentType } from 'preact';
import type { AnyCalculator } from '../../rulesets/calculators.ts';
import { calculatorKey } from '../../rulesets/calculators.ts';
import type { CalcFormProps } from './form-props.ts';

/** A form whose input type is erased, to sit in one registry with the others. */
export type AnyCalcForm = ComponentType<CalcFormProps<unknown>>;

/**
 * Every calculator's form, found by place: src/ui/tools/<ruleset>/<calculator>/form.tsx default-exports it, so the
 * key is the calculator's ("rage-2018/bluff"). Erased: ToolPage only passes a form input its own calculator checked.
 */
const FORMS = new Map(
  Object.entries(import.meta.glob<AnyCalcForm>('./*/*/form.tsx', { eager: true, import: 'default' })).map(
    ([path, form]) => [path.slice('./'.length, -'/form.tsx'.length), form],
  ),
);

export function formFor(calculator: AnyCalculator): AnyCalcForm | undefined {
  return FORMS.get(calculatorKey(calculator));
}

/** Calculator keys that have a form, for the test that every calculator has one and no form is orphaned. */
export function formKeys(): string[] {
  return [...FORMS.keys()];
}
