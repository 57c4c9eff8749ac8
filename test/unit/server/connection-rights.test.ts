import { describe, expect, it } from 'vitest';
import { parseDocName } from '../../../src/core/event/protocol.ts';
import { readOnlyFor } from '../../../src/server/connection-context.ts';

const doc = (name: string) => parseDocName(name)!;
const EVENT = 'evt-AAAAAAAAAAAA';
const head = { judge: 'judge-head', role: 'head' as const };
const floor = { judge: 'judge-floor', role: 'floor' as const };

describe('readOnlyFor: who may write which document of an event', () => {
  it('lets the head judge write every document', () => {
    for (const name of [
      `${EVENT}/control`,
      `${EVENT}/calls`,
      `${EVENT}/judge/judge-floor`,
      `${EVENT}/judge/judge-head`,
    ])
      expect(readOnlyFor(head, doc(name)), name).toBe(false);
  });

  it("lets a floor judge write their own document and the calls' actions, and only read the rest", () => {
    expect(readOnlyFor(floor, doc(`${EVENT}/judge/judge-floor`))).toBe(false);
    expect(readOnlyFor(floor, doc(`${EVENT}/calls`))).toBe(false);
    expect(readOnlyFor(floor, doc(`${EVENT}/control`))).toBe(true);
    expect(readOnlyFor(floor, doc(`${EVENT}/judge/judge-head`))).toBe(true);
  });
});
