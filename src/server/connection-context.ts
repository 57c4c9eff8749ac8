import type { EventDocument, Refusal, Role } from '../core/event/protocol.ts';

/** What a connection may do, set in onAuthenticate. */
export interface JudgeContext {
  event: string;
  judge: string;
  role: Role;
}

/**
 * A refusal Hocuspocus passes to the provider: `reason` reaches the app, which explains it to the judge. Its message
 * is empty: Hocuspocus prints a failing hook's message as a raw line ("[onAuthenticate] revoked"), and the server
 * logs each refusal itself, in its own words.
 */
export class Refused extends Error {
  constructor(
    readonly reason: Refusal,
    readonly code = 4403,
  ) {
    super('');
  }
}

/** Who writes what: the head judge every document; a floor judge their own document, and actions on calls. */
export function readOnlyFor(judge: { judge: string; role: Role }, doc: EventDocument): boolean {
  return judge.role !== 'head' && doc.kind !== 'calls' && !(doc.kind === 'judge' && doc.judge === judge.judge);
}
