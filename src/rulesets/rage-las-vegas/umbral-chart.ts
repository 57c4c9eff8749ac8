import type { CalcStep } from '../../core/calc/contract.ts';

/** Anchors (in the rage-las-vegas content) of the sections that define the Umbral track and its levels. */
export const UMBRAL_CHART_SECTION = {
  stateOfTheUmbra: 'the-state-of-the-umbra',
  umbralChart: 'umbral-chart',
} as const;

/** The five Umbra levels of the Umbral Chart. */
export type UmbraLevel = 1 | 2 | 3 | 4 | 5;

/** The first and last spots of the Umbral track: "5 levels of 5 points each", and the marker cannot move off it. */
export const TRACK_FIRST = 1;
export const TRACK_LAST = 25;
const SPOTS_PER_LEVEL = 5;

/** The level of a track spot (1–25): spots 1–5 are level 1, 6–10 level 2, … 21–25 level 5. */
export function umbraLevelOf(trackPosition: number): UmbraLevel {
  return Math.ceil(trackPosition / SPOTS_PER_LEVEL) as UmbraLevel;
}

/** The spots of one level's row in the chart's Umbral Track column. */
export function spotsOf(level: UmbraLevel): { first: number; last: number } {
  return { first: (level - 1) * SPOTS_PER_LEVEL + 1, last: level * SPOTS_PER_LEVEL };
}

/** The step that reads the level off the chart, for the explanation of any Umbra calculator. */
export function umbraLevelStep(trackPosition: number): CalcStep {
  const level = umbraLevelOf(trackPosition);
  const { first, last } = spotsOf(level);
  return {
    text: `The marker is on spot ${trackPosition} of the Umbral track. The Umbra has 5 levels of 5 points each; spots ${first}–${last} are level ${level}, so the Umbra level is ${level}.`,
    cites: [UMBRAL_CHART_SECTION.stateOfTheUmbra, UMBRAL_CHART_SECTION.umbralChart],
  };
}
