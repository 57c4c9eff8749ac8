import Dexie, { type EntityTable } from 'dexie';

/** A saved setting: remembered ruleset filter, theme choice… */
export interface SettingRow {
  key: string;
  value: unknown;
}

/** The last input of a calculator, so a judge's work survives a reload. */
export interface CalcStateRow {
  id: string;
  input: unknown;
  updatedAt: number;
}

/**
 * The app's IndexedDB database. Schema versions are explicit and every earlier version's declaration stays,
 * so old data migrates on upgrade: add `this.version(N+1)`, never edit a released one.
 */
export class RulekeeperDB extends Dexie {
  settings!: EntityTable<SettingRow, 'key'>;
  calcState!: EntityTable<CalcStateRow, 'id'>;

  constructor(name = 'rulekeeper') {
    super(name);
    this.version(1).stores({
      settings: 'key',
      calcState: 'id, updatedAt',
    });
  }
}
