/** Anchors (in the rage-las-vegas content) of the sections the frenzy trigger calculator cites. */
export const TRIGGER_SECTION = {
  specialAbilities: 'special-abilities',
  umbralChart: 'umbral-chart',
} as const;
