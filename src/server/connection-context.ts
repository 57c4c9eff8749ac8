import type { Refusal, Role } from '../core/event/protocol.ts';

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
