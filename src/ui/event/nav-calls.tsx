import './event.css';
import { openCalls } from '../../core/event/calls.ts';
import type { EventSession } from '../../core/event/event-session.ts';

/** Where the Event page's calls section is: the header's link opens it while calls are open. */
export const CALLS_HASH = '#calls';

/** Brings the calls section into view (the header's count tapped while already on the Event page). */
export function showCallsSection(): void {
  const section = document.getElementById('calls');
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** The open calls as the header counts them: how many, how many wait for a judge, how many are escalated to me. */
export function callsCount(session: EventSession): { open: number; waiting: number; escalated: number } {
  const open = openCalls(session.calls);
  return {
    open: open.length,
    waiting: open.filter((c) => c.state === 'waiting').length,
    escalated: session.role === 'head' ? open.filter((c) => c.state === 'escalated').length : 0,
  };
}

/**
 * The open judge calls beside the round clock in the header, on every page: their count, marked when one waits for
 * a judge (or, on the head judge's phone, is escalated). Nothing when none is open.
 */
export function NavCallsCount({ session }: { session: EventSession }) {
  const { open, waiting, escalated } = callsCount(session);
  if (open === 0) return null;
  const said = [
    `${open} open judge call${open === 1 ? '' : 's'}`,
    waiting > 0 && `${waiting} waiting for a judge`,
    escalated > 0 && `${escalated} escalated to you`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <span class={waiting > 0 || escalated > 0 ? 'nav-calls nav-calls-urgent' : 'nav-calls'} data-open={open}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      <span aria-hidden="true">{open}</span>
      <span class="visually-hidden">, {said}</span>
    </span>
  );
}
