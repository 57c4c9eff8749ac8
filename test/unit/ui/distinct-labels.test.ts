import { describe, expect, it } from 'vitest';
import { distinctLabels } from '../../../src/ui/tools/distinct-labels.ts';

describe('names shortened where there is no room to wrap stay told apart', () => {
  it('two names that share a long start keep their different ends', () => {
    const names = ['Gaia Character of the Silver Fangs One', 'Gaia Character of the Silver Fangs Two'];
    const labels = distinctLabels(names, 20);
    expect(labels).toEqual(['Gaia Chara…Fangs One', 'Gaia Chara…Fangs Two']);
    expect(new Set(labels).size).toBe(2);
    for (const l of labels) expect(l.length).toBeLessThanOrEqual(20);
  });

  it('short names are left whole, and names whose shortenings would match are kept whole', () => {
    expect(distinctLabels(['Ana', 'Bo'], 20)).toEqual(['Ana', 'Bo']);
    const names = ['Alpha of the north and the 1 south', 'Alpha of the north and the 2 south'];
    expect(distinctLabels(names, 12)).toEqual(names);
  });
});
