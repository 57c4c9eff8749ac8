import { MAX_TABLES } from './protocol.ts';

/** The head judge's table cards: how many tables the event has, and which cards the sheet holds. */

/** The number of tables as typed on the Event page: the number, or what is wrong with it, said to the head judge. */
export function parseTableCount(text: string): { tables: number } | { problem: string } {
  const t = text.trim();
  const range = `a whole number from 1 to ${MAX_TABLES}`;
  if (t === '') return { problem: `Write how many tables the event has: ${range}.` };
  if (!/^[+-]?\d+([.,]\d+)?$/.test(t)) return { problem: `“${t.slice(0, 20)}” is not a number: write ${range}.` };
  const n = Number(t.replace(',', '.'));
  if (!Number.isInteger(n)) return { problem: `Tables are counted whole: write ${range}.` };
  if (n < 1) return { problem: `An event has at least 1 table: write ${range}.` };
  if (n > MAX_TABLES) return { problem: `${n} tables is more than the ${MAX_TABLES} calls can take: write ${range}.` };
  return { tables: n };
}

/** The tables 1..tables, in order, one card each on the sheet. */
export function tableNumbers(tables: number): number[] {
  const n = Math.max(0, Math.min(MAX_TABLES, Math.floor(tables)));
  return Array.from({ length: n }, (_, i) => i + 1);
}
