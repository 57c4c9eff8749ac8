import type { CalcStep } from '../../../core/calc/contract.ts';
import { JUNTA_SECTION as A } from './sections.ts';
import type { Junta } from './input.ts';
import { juntaName, listNames } from './names.ts';

/** The order Juntas are voted in (4.7.3). */
export interface JuntaOrder {
  order: Junta[];
  /**
   * Ids of Juntas tied on Renown and callers' Renown whose order the judge has not wholly drawn yet, as shown: those
   * drawn so far first, in the order drawn, then the others in the order entered.
   */
  undrawnTies: string[][];
  steps: CalcStep[];
}

/** Highest Renown first, ties by the caller's Renown, further ties by the order drawn (the undrawn after, as entered). */
export function orderJuntas(juntas: Junta[], callerRenown: (junta: Junta) => number, drawnOrder: string[]): JuntaOrder {
  const drawn = (junta: Junta): number => {
    const index = drawnOrder.indexOf(junta.id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const entered = (junta: Junta): number => juntas.indexOf(junta);
  const order = [...juntas].sort(
    (a, b) =>
      b.renown - a.renown || callerRenown(b) - callerRenown(a) || drawn(a) - drawn(b) || entered(a) - entered(b),
  );

  const groups = new Map<string, Junta[]>();
  for (const junta of order) {
    const key = `${junta.renown}/${callerRenown(junta)}`;
    groups.set(key, [...(groups.get(key) ?? []), junta]);
  }
  const ties = [...groups.values()].filter((group) => group.length > 1);

  const listed = order
    .map((j, i) => `${i + 1}. ${juntaName(j)} (Renown ${j.renown}, caller's Renown ${callerRenown(j)})`)
    .join(', ');
  const steps: CalcStep[] = [
    {
      text: `Voting order, highest Renown first, ties by the Renown of the calling Characters: ${listed}.`,
      cites: [A.orderOfVoting, A.mootPhase],
    },
  ];
  const undrawnTies: string[][] = [];
  for (const group of ties) {
    const names = listNames(group.map(juntaName));
    const tie = `${names} are tied on Renown (${group[0]?.renown}) and on the Renown of their callers (${group[0] && callerRenown(group[0])})`;
    if (group.every((j) => drawnOrder.includes(j.id))) {
      steps.push({
        text: `${tie}: the tie is decided randomly, and the order drawn puts them ${names}.`,
        cites: [A.orderOfVoting],
      });
    } else {
      undrawnTies.push(group.map((j) => j.id));
      const drawnSoFar = group.filter((j) => drawnOrder.includes(j.id)).map(juntaName);
      const meanwhile =
        drawnSoFar.length === 0
          ? 'Draw their order and enter it; until then they are shown in the order entered.'
          : `Draw the rest of their order and enter it; until then ${drawnSoFar.length === 1 ? 'the one' : 'the ones'} drawn so far (${listNames(drawnSoFar)}) ${drawnSoFar.length === 1 ? 'comes' : 'come'} first${drawnSoFar.length === 1 ? '' : ', in the order drawn'}, and the others follow in the order entered.`;
      steps.push({ text: `${tie}: the tie is decided randomly. ${meanwhile}`, cites: [A.orderOfVoting] });
    }
  }
  return { order, undrawnTies, steps };
}
