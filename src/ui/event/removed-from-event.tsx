import { appHref } from '../base-path.ts';
import type { EventSession } from './event-session.ts';
import { RoundClockBanner } from './round-clock.tsx';
import { SyncStatus } from './sync-status.tsx';
import { ThisPhone, exportTeamLog } from './this-phone.tsx';

/**
 * The Event page of a phone its head judge removed: the server takes nothing more from it, so it offers nothing a
 * team member does (no clock, extension, call or team-log action that would only wait here forever); what the team
 * log held when it was removed can still leave the phone as a file.
 */
export function RemovedFromEvent({ session }: { session: EventSession }) {
  const kept = session.log.filter((r) => !r.deleted).length;
  return (
    <>
      <SyncStatus session={session} />
      <section class="event-section" aria-labelledby="event-clock-title">
        <h2 id="event-clock-title">Round clock</h2>
        <RoundClockBanner />
      </section>
      <section class="event-section" aria-labelledby="event-removed-log-title">
        <h2 id="event-removed-log-title">Team log, as on this phone</h2>
        <p>
          {kept === 1 ? '1 ruling' : `${kept} rulings`} of the team log stay on this phone as they were when it was
          removed; it gets no newer ones. The rulings you logged are in <a href={appHref('/log')}>your personal log</a>.
        </p>
        <button type="button" class="tk-action" onClick={() => exportTeamLog(session)}>
          Export the team log as on this phone (JSON)
        </button>
      </section>
      <ThisPhone />
    </>
  );
}
