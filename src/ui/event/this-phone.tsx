import { teamLogJson } from '../../core/event/team-log-file.ts';
import { downloadText } from '../toolkit/download.ts';
import type { EventSession } from './event-session.ts';
import { leaveEvent } from './use-event.ts';

/** The team log in the personal export format, with each cited rule's text: it imports into any Rulekeeper's log. */
export function exportTeamLog(session: EventSession): void {
  const json = teamLogJson(session.log, session.info?.name ?? 'Event', new Date(), session.calls);
  downloadText(`rulekeeper-${session.me.event}.json`, json, 'application/json');
}

/** The Event page's last section: taking this phone out of the event, which the personal log outlives. */
export function ThisPhone() {
  return (
    <section class="event-section" aria-labelledby="event-phone-title">
      <h2 id="event-phone-title">This phone</h2>
      <p class="muted">
        Leaving takes this phone out of the event; the team log stays with the team, and your personal log keeps every
        ruling you saved.
      </p>
      <button type="button" class="tk-action" onClick={() => confirm('Leave the event on this phone?') && leaveEvent()}>
        Leave the event on this phone
      </button>
    </section>
  );
}
