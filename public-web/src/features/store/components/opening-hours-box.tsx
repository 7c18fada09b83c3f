// The week's opening hours, and (once the page runs in a browser) whether the store is open now and today's line.
// The prerendered page holds neither: it may be served for days, and "Open now" read at render time would be stale.
import { useEffect, useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import type { OpeningHours } from '../api/store-queries';
import { dayHours, type OpenStatus, openStatus, regionWeekday } from '../opening-hours';

/** Re-reads the clock every minute, so a page left open turns "Open now" into "Closed" on time. */
const REFRESH_MS = 60_000;

export function OpeningHoursBox({ openingHours }: { openingHours: OpeningHours | null }) {
  const m = useMessages();
  const [now, setNow] = useState<{ status: OpenStatus | null; today: number }>();
  useEffect(() => {
    if (!openingHours) return;
    const read = () => setNow({ status: openStatus(openingHours, m.store), today: regionWeekday() });
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => clearInterval(timer);
  }, [openingHours, m]);

  return (
    <div className="info-box opening-hours">
      <h2>{m.store.openingHours}</h2>
      {openingHours ? (
        <>
          <p
            className={`open-status${now?.status ? (now.status.open ? ' is-open' : ' is-closed') : ''}`}
            data-testid="open-status"
          >
            {now?.status?.text ?? '\u00a0'}
          </p>
          <dl>
            {openingHours.map((entry, index) => (
              <div key={entry.day} className={now?.today === index ? 'today' : undefined}>
                <dt>{m.store.days[entry.day]}</dt>
                <dd>{dayHours(entry, m.store)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="muted">{m.notAvailable}</p>
      )}
    </div>
  );
}
