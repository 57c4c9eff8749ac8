import './event.css';
import { openCalls } from '../../core/event/calls.ts';
import { appHref, appPath } from '../base-path.ts';
import { useEvent } from './use-event.ts';

/** Where the Event page's calls section is: the header's count opens it. */
export const CALLS_HASH = '#calls';

/** Brings the calls section into view (the header's count tapped while already on the Event page). */
export function showCallsSection(): void {
  const section = document.getElementById('calls');
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/**
 * The open judge calls as the header shows them beside the round clock, on every page: their count, marked when one
 * waits for nobody yet (or, on the head judge's phone, when one is escalated). One tap opens the calls section.
 */
export function NavCalls() {
  const session = useEvent();
  if (!session) return null;
  const open = openCalls(session.calls);
  if (open.length === 0) return null;
  const waiting = open.filter((c) => c.state === 'waiting').length;
  const escalated = session.role === 'head' ? open.filter((c) => c.state === 'escalated').length : 0;
  const urgent = waiting > 0 || escalated > 0;
  const label = [
    `${open.length} open judge call${open.length === 1 ? '' : 's'}`,
    waiting > 0 && `${waiting} waiting for a judge`,
    escalated > 0 && `${escalated} escalated to you`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <a
      class={urgent ? 'nav-calls nav-calls-urgent' : 'nav-calls'}
      href={appHref(`/event${CALLS_HASH}`)}
      aria-label={label}
      title={label}
      onClick={() => {
        // Already on the Event page: the router keeps the page, so the section is brought into view here.
        if (appPath(location.pathname) === '/event') setTimeout(showCallsSection, 0);
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      <span class="nav-calls-count">{open.length}</span>
    </a>
  );
}
