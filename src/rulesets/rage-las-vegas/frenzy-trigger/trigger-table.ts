/** One row of the Base Health / Trigger Damage table (Special Abilities), with its cells as printed. */
export interface TriggerRow {
  baseHealth: string;
  triggerDamage: number;
}

/** "7+ 3+", "4-6 2+", "1-3 1+": the wounds in one round that trigger a frenzy, by base Crinos or Metis Health. */
export function triggerRow(baseHealth: number): TriggerRow {
  if (baseHealth >= 7) return { baseHealth: '7+', triggerDamage: 3 };
  if (baseHealth >= 4) return { baseHealth: '4-6', triggerDamage: 2 };
  return { baseHealth: '1-3', triggerDamage: 1 };
}
