import { leaveEvent } from './use-event.ts';

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
