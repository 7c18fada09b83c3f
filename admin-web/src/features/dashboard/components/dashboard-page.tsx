import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PrimaryButton } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DailyChart } from '../../../components/daily-chart';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, Loading } from '../../../components/states';
import { dayToDate } from '../../../lib/format';
import { notifyError, withToast } from '../../../lib/notify';
import { downloadSheet } from '../../../lib/spreadsheet';
import type { CounterName } from '../api/dashboard';
import { useResetCounter } from '../api/mutations';
import { counterQuery, dailyStatsQuery, offerCountQuery, storeCountQuery } from '../api/queries';

const SERIES = [
  { key: 'visitors', label: 'Visitors', color: '#2563eb' },
  { key: 'adClicks', label: 'Ad clicks', color: '#16a34a' },
  { key: 'categoryClicks', label: 'Category clicks', color: '#d97706' },
] as const;

const RESETS: { name: CounterName; label: string; what: string }[] = [
  { name: 'visitors', label: 'Reset Visitors', what: 'site visitors' },
  { name: 'categoryClicks', label: 'Reset Categories', what: 'category clicks' },
  { name: 'adClicks', label: 'Reset Ads', what: 'ads clicks' },
];

function Card({ title, query }: { title: string; query: UseQueryResult<number> }) {
  return (
    <div className="card stat-card">
      <h2>{title}</h2>
      <p className="stat" data-testid={`stat-${title.toLowerCase().replace(/\s+/g, '-')}`}>
        {query.data ?? (query.isError ? '–' : 'Loading...')}
      </p>
    </div>
  );
}

export function DashboardPage() {
  const resetCounter = useResetCounter();
  const stores = useQuery(storeCountQuery);
  const visitors = useQuery(counterQuery('visitors'));
  const categoryClicks = useQuery(counterQuery('categoryClicks'));
  const adClicks = useQuery(counterQuery('adClicks'));
  const totalAds = useQuery(offerCountQuery);
  const daily = useQuery(dailyStatsQuery);
  const [confirming, setConfirming] = useState<(typeof RESETS)[number] | null>(null);

  const reset = async (name: CounterName) => {
    await withToast(() => resetCounter.mutateAsync(name), {
      success: 'Counter reset successfully',
      failure: 'Failed to reset the counter',
    });
  };

  const download = () =>
    downloadSheet(
      'dashboard-report.xlsx',
      'Dashboard',
      [
        { header: 'Date', width: 14, value: (row: DashboardRow) => row.date },
        { header: 'Site Visitors', width: 14, value: (row) => row.visitors },
        { header: 'Ads Clicks', width: 12, value: (row) => row.adClicks },
        { header: 'Category Clicks', width: 16, value: (row) => row.categoryClicks },
        { header: 'Ad Views', width: 12, value: (row) => row.adViews },
      ],
      [
        ...(daily.data ?? []).map((day) => ({ ...day, date: dayToDate(day.date) as Date | string })),
        {
          date: 'Total now',
          visitors: visitors.data ?? 0,
          adClicks: adClicks.data ?? 0,
          categoryClicks: categoryClicks.data ?? 0,
          adViews: 0,
        },
      ],
    ).catch(() => notifyError('Failed to create the spreadsheet'));

  return (
    <>
      <PageHeader title="Dashboard">
        {RESETS.map((item) => (
          <button
            type="button"
            key={item.name}
            className="button button-danger-outline"
            onClick={() => setConfirming(item)}
          >
            {item.label}
          </button>
        ))}
        <PrimaryButton onClick={download}>Download</PrimaryButton>
      </PageHeader>
      <div className="cards">
        <Card title="Stores" query={stores} />
        <Card title="Site Visitors" query={visitors} />
        <Card title="Ads Clicks" query={adClicks} />
        <Card title="Total Ads" query={totalAds} />
      </div>
      <p className="muted">Category clicks since the last reset: {categoryClicks.data ?? 'Loading...'}</p>
      <section className="card">
        <h2>Last 30 days</h2>
        {daily.isPending ? (
          <Loading />
        ) : daily.isError ? (
          <ErrorState message="Could not load the daily figures." onRetry={() => daily.refetch()} />
        ) : (
          <DailyChart days={daily.data} series={SERIES} label="Visitors and clicks per day, last 30 days" />
        )}
      </section>
      <ConfirmDialog
        item={confirming}
        title={confirming?.label ?? ''}
        message={(item) => `Set the ${item.what} counter back to 0? This cannot be undone.`}
        confirmLabel="Reset"
        busyLabel="Processing..."
        onClose={() => setConfirming(null)}
        onConfirm={(item) => reset(item.name)}
      />
    </>
  );
}

interface DashboardRow {
  date: Date | string;
  visitors: number;
  adClicks: number;
  categoryClicks: number;
  adViews: number;
}
