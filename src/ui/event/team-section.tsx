import { useState } from 'preact/hooks';
import type { EventSession } from '../../core/event/event-session.ts';
import { invitationLink } from './membership.ts';
import { absoluteUrl } from '../base-path.ts';
import { copyText, shareOrCopy } from '../kit/clipboard.ts';
import { qrShape } from '../kit/qr.ts';

/** The event's judges (a head judge revokes a phone) and, for the head judge, the invitation as a QR code and link. */
export function Team({ session }: { session: EventSession }) {
  const isHead = session.role === 'head';
  const [link, setLink] = useState<string | null>(null);
  const join = session.me.join;
  const invite = join ? invitationLink(absoluteUrl('/event'), session.me, session.info?.name) : null;
  const shown = link ?? invite;
  const shape = shown ? qrShape(shown) : null;
  return (
    <section aria-label="Judge team" class="event-section">
      <h2>Team</h2>
      <ul class="event-team">
        {session.roster.map((j) => (
          <li key={j.judge} data-judge={j.judge}>
            <span>
              {j.name} ({j.role === 'head' ? 'head judge' : 'floor judge'}){j.revoked && ' — removed'}
            </span>
            {isHead && j.role === 'floor' && !j.revoked && (
              <button
                class="tk-action"
                type="button"
                onClick={() => confirm(`Remove ${j.name}'s phone from the event?`) && void session.revoke(j.judge)}
              >
                Revoke
              </button>
            )}
          </li>
        ))}
      </ul>
      {isHead && (
        <button
          type="button"
          class="tk-action"
          onClick={() =>
            void session
              .rotateJoinSecret()
              .then(
                (s) =>
                  s && setLink(invitationLink(absoluteUrl('/event'), { ...session.me, join: s }, session.info?.name)),
              )
          }
        >
          New join secret (old invitations stop working)
        </button>
      )}
      {isHead && shown && (
        <figure class="event-invite">
          {shape && (
            <svg
              class="event-qr"
              viewBox={`0 0 ${shape.size} ${shape.size}`}
              width="240"
              height="240"
              role="img"
              aria-label="Join QR code"
            >
              <path d={shape.path} />
            </svg>
          )}
          <figcaption>
            <span class="muted small">A floor judge scans this code, or opens the link:</span>
            <input class="tk-field" readOnly value={shown} aria-label="Invitation link" />
            <InviteActions link={shown} eventName={session.info?.name ?? ''} />
          </figcaption>
        </figure>
      )}
    </section>
  );
}

/** The invitation link in one tap: copied, or handed to the phone's share sheet (a message, a mail). */
function InviteActions({ link, eventName }: { link: string; eventName: string }) {
  const [said, setSaid] = useState('');
  const title = eventName ? `Join the judge team of ${eventName}` : 'Join the judge team';
  return (
    <div class="tk-row event-invite-actions">
      <button
        type="button"
        class="tk-action"
        onClick={() => void copyText(link).then((ok) => setSaid(ok ? 'Link copied.' : 'Could not copy the link.'))}
      >
        Copy the link
      </button>
      <button
        type="button"
        class="tk-action"
        onClick={() =>
          void shareOrCopy({ title, text: `${title} on Rulekeeper:`, url: link }, link).then((how) =>
            setSaid(how === 'copied' ? 'Link copied.' : how === 'failed' ? 'Could not share the link.' : ''),
          )
        }
      >
        Share the link
      </button>
      <span role="status" class="muted small">
        {said}
      </span>
    </div>
  );
}
