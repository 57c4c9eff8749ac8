import type { CreatureClass } from './input.ts';

/** The Frenzy column of the A1.1 creature classes table, and each class's printed name. */
export const CLASS_TABLE: Readonly<Record<CreatureClass, { name: string; frenzies: boolean }>> = {
  garou: { name: 'Garou', frenzies: true },
  bastet: { name: 'Bastet', frenzies: true },
  'other-fera': { name: 'Other Fera', frenzies: true },
  banes: { name: 'Banes', frenzies: true },
  chulorviah: { name: 'Chulorviah', frenzies: false },
  cults: { name: 'Cults', frenzies: false },
  fomori: { name: 'Fomori', frenzies: true },
  vampire: { name: 'Vampire', frenzies: true },
  animal: { name: 'Animal', frenzies: false },
  faerie: { name: 'Faerie', frenzies: false },
  human: { name: 'Human', frenzies: false },
  monster: { name: 'Monster', frenzies: true },
  spirit: { name: 'Spirit', frenzies: false },
};
