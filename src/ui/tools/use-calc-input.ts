import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CalcProblem, Validation } from '../../core/calc/contract.ts';
import { type AnyCalculator, calculatorKey } from '../../rulesets/calculators.ts';
import { loadSavedInput, saveInput } from './saved-input.ts';
import { SHARE_PARAM, decodeShare } from './input-link.ts';
import { problemText } from './problem-text.ts';

/** A calculator's current input (from a share link, else the saved one, else the defaults) and its one validation. */
export type CalcInputState =
  | { status: 'loading' }
  | {
      status: 'ready';
      input: unknown;
      checked: Validation<unknown>;
      setInput: (input: unknown) => void;
      reset: () => void;
      notice: string | null;
    };

const SAVE_DELAY_MS = 400;

function describeProblems(problems: CalcProblem[], input: unknown): string {
  const first = problems
    .slice(0, 2)
    .map((p) => problemText(p, input))
    .join('; ');
  return problems.length > 2 ? `${first}; and ${problems.length - 2} more` : first;
}

/** The share link's input if valid; otherwise a message saying why it was not used (null when there is none). */
function readShareLink(calculator: AnyCalculator): { input: unknown } | { notice: string } | null {
  const param = new URLSearchParams(window.location.search).get(SHARE_PARAM);
  if (param === null) return null;
  const decoded = decodeShare(param);
  if (!decoded.ok)
    return { notice: `This share link could not be opened: ${decoded.message}. Showing your saved input instead.` };
  const checked = calculator.validate(decoded.value);
  if (!checked.ok)
    return {
      notice: `This share link's input is not valid (${describeProblems(checked.problems, decoded.value)}). Showing your saved input instead.`,
    };
  return { input: checked.value };
}

/** Drops `?i=` from the address, so a reload uses the saved input rather than the link's. */
function forgetShareParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(SHARE_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** Loads the input once, then saves every valid change to IndexedDB (debounced, flushed on leaving). */
export function useCalcInput(calculator: AnyCalculator): CalcInputState {
  const key = calculatorKey(calculator);
  const [input, setInput] = useState<unknown>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const pending = useRef<unknown>(undefined);

  useEffect(() => {
    let live = true;
    const shared = readShareLink(calculator);
    if (shared) forgetShareParam();
    if (shared && 'input' in shared) {
      setInput(shared.input);
      setNotice('Opened the input from a share link.');
      void saveInput(key, shared.input);
    } else {
      if (shared) setNotice(shared.notice);
      void loadSavedInput(key).then((saved) => {
        if (!live) return;
        const checked = saved === undefined ? null : calculator.validate(saved);
        setInput(checked?.ok ? checked.value : calculator.defaults());
      });
    }
    return () => {
      live = false;
    };
  }, [key]);

  // Only valid input is saved, so a reload always restores something the form can show.
  const flush = () => {
    if (pending.current !== undefined) void saveInput(key, pending.current);
    pending.current = undefined;
  };

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key]);

  // Validated once per change: the save below and the tool page's answer share it.
  const checked = useMemo(() => (input === undefined ? null : calculator.validate(input)), [input]);

  useEffect(() => {
    if (checked?.ok) pending.current = input;
    if (pending.current === undefined) return;
    const timer = setTimeout(flush, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  if (input === undefined || checked === null) return { status: 'loading' };
  const reset = () => {
    setNotice(null);
    setInput(calculator.defaults());
  };
  return { status: 'ready', input, checked, setInput, reset, notice };
}
