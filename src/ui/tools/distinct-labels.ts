/**
 * Names shortened to `max` characters by cutting out their middle ("Gaia Charac…Silver Fangs"), where a list has no
 * room to wrap (a select's options): the start and the end both show, so names that differ only at one end stay
 * apart. A name whose shortening would read like another's is kept whole.
 */
export function distinctLabels(names: readonly string[], max: number): string[] {
  const head = Math.ceil((max - 1) / 2);
  const tail = max - 1 - head;
  const cut = (name: string) =>
    name.length <= max ? name : `${name.slice(0, head).trimEnd()}…${name.slice(name.length - tail).trimStart()}`;
  const short = names.map(cut);
  return short.map((s, i) => (short.indexOf(s) === i && short.lastIndexOf(s) === i ? s : (names[i] ?? s)));
}
