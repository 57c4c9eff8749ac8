import './event.css';
import './table-cards.css';
import { useEffect } from 'preact/hooks';
import { callLink } from '../../core/event/calls.ts';
import { tableNumbers } from '../../core/event/table-cards.ts';
import { qrShape } from '../kit/qr.ts';
import { absoluteUrl, appHref } from '../base-path.ts';
import { loadCallSecret } from './call-secret.ts';
import { useEvent } from './use-event.ts';

/**
 * /event/tables: the head judge's sheet of table cards, to print on A4 (several cards a page) or look over on the
 * phone. Each card: the table's number, the event's name, the QR code of the table's call link and the link itself.
 */
export function TableCardsPage() {
  const session = useEvent();
  useEffect(() => {
    document.title = 'Table cards · Rulekeeper';
  }, []);
  const secret = session ? loadCallSecret(session.me.event) : null;
  const tables = session?.info?.tables ?? 0;
  const name = session?.info?.name ?? '';
  let why: string | null = null;
  if (!session) why = 'This phone is in no event: join your event on the Event page first.';
  else if (session.role !== 'head') why = 'Only the head judge prints the table cards.';
  else if (tables === 0) why = 'Set the number of tables on the Event page (Event setup) first.';
  else if (!secret) why = 'Make the call secret on the Event page (Event setup) first: the cards carry it.';
  return (
    <main id="main" class="tk-page table-cards-page">
      <div class="table-cards-screen">
        <h1>Table cards{name && `: ${name}`}</h1>
        {why ? (
          <p class="tk-notice">{why}</p>
        ) : (
          <>
            <p>
              {tables} card{tables === 1 ? '' : 's'}, six to an A4 page. Print this page (A4, no margins changed), cut
              the cards and put one on each table. A new call secret makes these cards stop working.
            </p>
            <div class="tk-row">
              <button type="button" class="button" onClick={() => print()}>
                Print the cards
              </button>
              <a class="tk-action" href={appHref('/event')}>
                Back to the Event page
              </a>
            </div>
          </>
        )}
      </div>
      {session && secret && !why && (
        <ol class="table-cards" aria-label="Table cards">
          {tableNumbers(tables).map((table) => (
            <TableCard
              key={table}
              table={table}
              name={name}
              link={callLink(absoluteUrl('/call'), {
                server: session.me.server,
                event: session.me.event,
                table,
                secret,
                name,
              })}
            />
          ))}
        </ol>
      )}
    </main>
  );
}

function TableCard({ table, name, link }: { table: number; name: string; link: string }) {
  const shape = qrShape(link);
  return (
    <li class="table-card" data-table={table}>
      <p class="table-card-number">Table {table}</p>
      <p class="table-card-event">{name}</p>
      <p class="table-card-call">Scan to call a judge</p>
      {shape ? (
        <svg
          class="table-card-qr"
          viewBox={`0 0 ${shape.size} ${shape.size}`}
          role="img"
          aria-label={`QR code: call a judge to table ${table}`}
        >
          <path d={shape.path} />
        </svg>
      ) : (
        <p class="tk-error">This link is too long for a QR code: players type the link below.</p>
      )}
      <p class="table-card-link">{link}</p>
    </li>
  );
}
