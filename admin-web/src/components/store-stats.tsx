// A store's visitor stats for the last 30 days: a chart of each day's page views and taps, each offer's totals as a
// table, and an Excel export of both (days and offers, one sheet each).
import type { VisitorEvent } from '@offerboard/shared-types/rules';
import { useQuery } from '@tanstack/react-query';
import { dayToDate } from '../lib/format';
import { notifyError } from '../lib/notify';
import { type Column, downloadBook, sheetOf } from '../lib/spreadsheet';
import { type StoreStats as Stats, storeStatsQuery } from '../lib/store-stats-queries';
import { SmallButton } from './buttons';
import { type ChartSeries, DailyChart } from './daily-chart';
import { ErrorState, Loading } from './states';

const DAYS = 30;

/** Each event in the order the chart, table and export show it. */
const EVENTS: readonly ChartSeries<VisitorEvent>[] = [
  { key: 'view', label: 'Page views', color: '#2563eb' },
  { key: 'whatsapp', label: 'WhatsApp', color: '#16a34a' },
  { key: 'call', label: 'Calls', color: '#d97706' },
  { key: 'directions', label: 'Directions', color: '#7c3aed' },
  { key: 'share', label: 'Shares', color: '#db2777' },
  { key: 'save', label: 'Saves', color: '#0891b2' },
];

function eventColumns<Row extends Record<VisitorEvent, number>>(): Column<Row>[] {
  return EVENTS.map((event) => ({ header: event.label, width: 12, value: (row: Row) => row[event.key] }));
}

function exportStats(storeName: string, stats: Stats) {
  const days = sheetOf(
    'Days',
    [{ header: 'Date', width: 14, value: (row: Stats['days'][number]) => dayToDate(row.date) }, ...eventColumns()],
    stats.days,
  );
  const offers = sheetOf(
    'Offers',
    [{ header: 'Offer', width: 40, value: (row: Stats['offers'][number]) => row.title }, ...eventColumns()],
    stats.offers,
  );
  const name = storeName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'store';
  return downloadBook(`${name}-stats-${stats.from}-to-${stats.to}.xlsx`, [days, offers]);
}

export function StoreStats({ storeId, storeName }: { storeId: string; storeName: string }) {
  const stats = useQuery(storeStatsQuery(storeId, DAYS));
  return (
    <section className="card store-stats" aria-labelledby="store-stats-heading">
      <div className="section-header">
        <h2 id="store-stats-heading">Visitors, last {DAYS} days</h2>
        {stats.data && (
          <SmallButton
            onClick={() =>
              stats.data &&
              exportStats(storeName, stats.data).catch(() => notifyError('Failed to create the spreadsheet'))
            }
          >
            Export to Excel
          </SmallButton>
        )}
      </div>
      {stats.isPending ? (
        <Loading />
      ) : stats.isError ? (
        <ErrorState message="Could not load the store's stats." onRetry={() => stats.refetch()} />
      ) : (
        <>
          <DailyChart days={stats.data.days} series={EVENTS} label={`Page views and taps per day, last ${DAYS} days`} />
          <div className="table-wrap">
            <table className="table stats-table">
              <thead>
                <tr>
                  <th scope="col">Offer</th>
                  {EVENTS.map((event) => (
                    <th scope="col" key={event.key} className="number">
                      {event.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {stats.data.offers.map((offer) => (
                  <tr key={offer._id} data-testid="stats-offer">
                    <th scope="row">{offer.title}</th>
                    {EVENTS.map((event) => (
                      <td key={event.key} className="number" data-label={event.label}>
                        {offer[event.key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Store total (its page and its offers')</th>
                  {EVENTS.map((event) => (
                    <td
                      key={event.key}
                      className="number"
                      data-label={event.label}
                      data-testid={`stats-total-${event.key}`}
                    >
                      {stats.data.totals[event.key]}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
