import type { Junta, JuntaCreature, JuntaKind } from './input.ts';

/** How a creature is named in sentences: its name, or its id when the name is blank. */
export function creatureName(creature: JuntaCreature): string {
  return creature.name.trim() || creature.id;
}

export function juntaName(junta: Junta): string {
  return junta.name.trim() || junta.id;
}

export function kindName(kind: JuntaKind): string {
  return kind === 'moot' ? 'Moot' : 'Board Meeting';
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
