import { useLocation } from 'preact-iso';
import { LOG_PATH, SAVED_PATH } from './routes.ts';
import './kit/toolkit.css';
import { appHref, appPath } from './base-path.ts';
import { EventNavLink } from './event/event-nav-label.tsx';

const LINKS = [
  { href: LOG_PATH, label: 'Log', title: 'Ruling log' },
  { href: SAVED_PATH, label: 'Saved', title: 'Bookmarks, notes and history' },
  { href: '/event', label: 'Event', title: 'Event mode: the team ruling log and round clock' },
];

/** The toolkit's links in the top bar: short words, large targets, the current one marked. */
export function ToolkitNav() {
  const path = appPath(useLocation().path);
  return (
    <nav class="tk-nav" aria-label="Judge's toolkit">
      {LINKS.map((l) => {
        const current = path === l.href || path.startsWith(`${l.href}/`);
        return l.href === '/event' ? (
          <EventNavLink key={l.href} title={l.title} current={current} />
        ) : (
          <a key={l.href} href={appHref(l.href)} title={l.title} aria-current={current ? 'page' : undefined}>
            {l.label}
          </a>
        );
      })}
    </nav>
  );
}
