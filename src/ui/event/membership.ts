import { EVENT_ID, JUDGE_ID } from '../../core/event/protocol.ts';
import { newId } from '../../core/storage/ids.ts';
import { STORE_KEYS, getJson, removeKey, setJson } from '../local-store.ts';
import { membershipChanged } from '../data/event-context.ts';
import type { EventMembership } from '../../core/event/event-session.ts';

/** The event this phone is in, kept in localStorage: small, read before anything renders, survives reloads. */
export function loadMembership(): EventMembership | null {
  return getJson(STORE_KEYS.membership, (value) => {
    const m = value as EventMembership | null;
    return m && typeof m.server === 'string' && EVENT_ID.test(m.event) && JUDGE_ID.test(m.judge) ? m : null;
  });
}

export function saveMembership(m: EventMembership): void {
  setJson(STORE_KEYS.membership, m);
  membershipChanged();
}

export function clearMembership(): void {
  removeKey(STORE_KEYS.membership);
  membershipChanged();
}

/** Servers this build may connect to (the CSP's connect-src): same origin always, others set at build time. */
export function allowedServer(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'The server address is not a valid address (it starts with wss:// or ws://).';
  }
  if (u.protocol !== 'ws:' && u.protocol !== 'wss:')
    return 'The server address must start with wss:// (or ws:// on a local network).';
  const sameHost = typeof location !== 'undefined' && u.host === location.host;
  const allowed = typeof __SYNC_ORIGINS__ === 'undefined' ? [] : __SYNC_ORIGINS__;
  const matches = allowed.some((origin) => {
    const pattern = new RegExp(`^${origin.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return pattern.test(`${u.protocol}//${u.host}`);
  });
  return sameHost || matches
    ? null
    : `This build of Rulekeeper may connect only to ${[location.host, ...allowed].join(', ')} (its security policy). Ask whoever runs your app to add ${u.protocol}//${u.host} (SYNC_ORIGINS at build time).`;
}

/**
 * An invitation: `/event#s=<server>&e=<event>&j=<join secret>` for a floor judge; the head judge's link also has
 * `h=<head judge id>&k=<head key>`. Secrets travel in the fragment, which browsers never send to the app's host.
 */
export function readInvitation(hash: string, name: string): EventMembership | string {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const server = p.get('s') ?? '';
  const event = p.get('e') ?? '';
  const join = p.get('j') ?? undefined;
  if (!server || !EVENT_ID.test(event))
    return 'This invitation link is incomplete: ask your head judge to show the QR code again.';
  const problem = allowedServer(server);
  if (problem) return problem;
  const headJudge = p.get('h');
  const headKey = p.get('k');
  if (headJudge && headKey) return { server, event, judge: headJudge, key: headKey, name, ...(join ? { join } : {}) };
  if (!join) return 'This invitation has no join secret: ask your head judge for a new link.';
  return { server, event, judge: `judge-${newId()}`, key: newId() + newId(), name, join };
}

/** The link a floor judge scans: `eventPage` is the absolute address of the app's event page. */
export function invitationLink(eventPage: string, m: EventMembership, eventName?: string): string {
  const p = new URLSearchParams({ s: m.server, e: m.event, j: m.join ?? '' });
  if (eventName) p.set(EVENT_NAME_PARAM, eventName);
  return `${eventPage}#${p}`;
}

/** The fragment's event name (`en=`): only to greet the judge who opens it, never trusted for anything else. */
export const EVENT_NAME_PARAM = 'en';

/** Who an invitation (or the head judge's link) makes the judge who opens it, and of which event, to greet them. */
export function invitationGreeting(hash: string): { role: 'head' | 'floor'; eventName: string } | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  if (!p.get('s') || !p.get('e')) return null;
  return { role: p.get('h') && p.get('k') ? 'head' : 'floor', eventName: p.get(EVENT_NAME_PARAM)?.trim() ?? '' };
}
