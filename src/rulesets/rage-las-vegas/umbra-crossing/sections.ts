/** Anchors (in the rage-las-vegas content) of the sections the Umbra crossing calculator cites. */
export const CROSSING_SECTION = {
  enteringTheUmbra: 'entering-the-umbra',
  resolutionPhase: 'resolution-phase',
} as const;
