// Ads Report: filters (status too) and page in the URL, the table with each offer's status and public page, paging,
// sharing the filters, exporting to Excel, and pausing, resuming, extending or deleting several offers at once.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { SelectBox, useSelection } from '../../../components/bulk-actions';
import { PrimaryButton } from '../../../components/buttons';
import { Cell, ListTable } from '../../../components/list-table';
import { Modal } from '../../../components/modal';
import { OfferBulkBar } from '../../../components/offer-bulk-bar';
import { StatusBadge, ViewOnSite } from '../../../components/offer-status';
import { PageHeader } from '../../../components/page-header';
import { Empty, ErrorState, Loading } from '../../../components/states';
import { countOf, formatDay } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasOwnTitle } from '../../../lib/offer-title';
import { compact } from '../../../lib/search-params';
import { downloadSheet } from '../../../lib/spreadsheet';
import { exportRefusal, fetchAllOffers, OFFER_EXPORT_COLUMNS, type ReportOffer } from '../api/ads-report';
import { adsReportQuery } from '../api/queries';
import { OfferDetailsLine } from './offer-details-line';
import { type Filters, ReportFilters } from './report-filters';

const DEFAULT_LIMIT = 10;
const route = getRouteApi('/admin/adsreport');

export function AdsReportPage() {
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const page = search.page ?? 1;
  const limit = search.limit ?? DEFAULT_LIMIT;
  const filters: Filters = {
    search: search.search,
    offerType: search.offerType,
    storeName: search.storeName,
    category: search.category,
    district: search.district,
    location: search.location,
    status: search.status,
  };
  const apiFilters = compact({ ...filters, search: undefined, searchQuery: filters.search });
  const offers = useQuery(adsReportQuery({ ...apiFilters, page, limit }));
  const selection = useSelection(offers.data?.data.map((offer) => offer._id) ?? []);
  const [exportOpen, setExportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const changeFilters = (changes: Filters) =>
    navigate({ search: (current) => compact({ ...current, ...changes, page: undefined }) });
  const clearAll = () => navigate({ search: {} });
  const goToPage = (next: number) => {
    navigate({ search: (current) => ({ ...current, page: next > 1 ? next : undefined }) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const share = async () => {
    const url = new URL(window.location.href);
    url.searchParams.delete('page');
    url.searchParams.delete('limit');
    try {
      await navigator.clipboard.writeText(url.toString());
      notifySuccess('Filter URL copied!');
    } catch {
      notifyError('Failed to copy URL');
    }
  };
  const exportRows = async (scope: 'page' | 'all') => {
    setExporting(true);
    try {
      const rows: ReportOffer[] = scope === 'page' ? (offers.data?.data ?? []) : await fetchAllOffers(apiFilters);
      await downloadSheet('ads-report.xlsx', 'Ads Report', OFFER_EXPORT_COLUMNS, rows);
      notifySuccess(`Exported ${countOf(rows.length, ['ad', 'ads'])}`);
      setExportOpen(false);
    } catch (error) {
      notifyError(error instanceof Error && exportRefusal(total) ? error.message : 'Export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  const data = offers.data;
  const rows = data?.data ?? [];
  const total = data?.totalAds ?? 0;
  const tooManyToExport = exportRefusal(total);
  const from = (page - 1) * limit + 1;
  const hasFilters = Object.keys(compact(filters)).length > 0;

  return (
    <>
      <PageHeader title="Ads Report">
        <PrimaryButton disabled={rows.length === 0} onClick={() => setExportOpen(true)}>
          Export to Excel
        </PrimaryButton>
      </PageHeader>
      <ReportFilters filters={filters} onChange={changeFilters} />
      <div className="result-bar">
        <span data-testid="result-count">{data ? countOf(total, ['result', 'results']) : ''}</span>
        <button type="button" className="link-button" onClick={share} disabled={!hasFilters}>
          Share filters
        </button>
        {hasFilters && (
          <button type="button" className="link-button" onClick={clearAll}>
            Clear all filters
          </button>
        )}
      </div>
      {offers.isPending ? (
        <Loading />
      ) : offers.isError ? (
        <ErrorState
          message={`Error loading ads: ${offers.error.message || 'request failed'}`}
          onRetry={() => offers.refetch()}
        />
      ) : rows.length === 0 ? (
        <Empty message="No ads found matching your filters">
          <button type="button" className="button" onClick={clearAll}>
            Clear all filters
          </button>
        </Empty>
      ) : (
        <>
          <ListTable
            className="table-cards"
            headers={
              <>
                <th>Store</th>
                <th>Description</th>
                <th>Offer Type</th>
                <th>Category</th>
                <th>
                  Location<span className="tablet-only">, District</span>
                </th>
                <th className="tablet-hide">District</th>
                <th className="report-day">Start Date</th>
                <th className="report-day">End Date</th>
                <th>Status</th>
                <th className="number">Clicks</th>
              </>
            }
            toolbar={<OfferBulkBar selectAllLabel="Select all on this page" selection={selection} />}
            pager={{ page, totalPages: data?.totalPages ?? 1, onPage: goToPage }}
          >
            {rows.map((offer) => (
              <tr key={offer._id}>
                <td className="strong card-title wrap">
                  <span className="store-cell">
                    <SelectBox
                      selection={selection}
                      id={offer._id}
                      name={`${offer.storeId.storeName}: ${offer.title}`}
                    />
                    {offer.storeId.storeName}
                  </span>
                </td>
                <Cell label="Description" className="wrap description">
                  {hasOwnTitle(offer) && <strong className="block">{offer.title}</strong>}
                  {offer.description}
                  {offer.descriptionMl && (
                    <span className="block muted" lang="ml">
                      {offer.descriptionMl}
                    </span>
                  )}
                  <OfferDetailsLine ad={offer} />
                </Cell>
                <Cell label="Offer Type" className="wrap">
                  {offer.offerType}
                </Cell>
                <Cell label="Category" className="wrap">
                  {offer.category}
                </Cell>
                <Cell label="Location" className="wrap">
                  {offer.storeId.location}
                  <span className="tablet-only">, {offer.storeId.district}</span>
                </Cell>
                <Cell label="District" className="wrap tablet-hide">
                  {offer.storeId.district}
                </Cell>
                <Cell label="Start Date" className="report-day">
                  {formatDay(offer.startDate)}
                </Cell>
                <Cell label="End Date" className="report-day">
                  {formatDay(offer.endDate)}
                </Cell>
                <Cell label="Status">
                  <span className="status-cell">
                    <StatusBadge status={offer.status} />
                    <ViewOnSite ad={offer} />
                  </span>
                </Cell>
                <Cell label="Clicks" className="number">
                  {offer.clicks}
                </Cell>
              </tr>
            ))}
          </ListTable>
          {(data?.totalPages ?? 1) > 1 && (
            <p className="muted center">
              Showing {from} to {Math.min(from + rows.length - 1, total)} of {total} entries
            </p>
          )}
        </>
      )}
      <Modal title="Export to Excel" open={exportOpen} onClose={() => setExportOpen(false)}>
        <p>Which ads should go into ads-report.xlsx?</p>
        {tooManyToExport && (
          <p className="form-error" role="alert">
            {tooManyToExport}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" disabled={exporting} onClick={() => exportRows('page')}>
            This page ({rows.length})
          </button>
          <PrimaryButton disabled={exporting || tooManyToExport !== undefined} onClick={() => exportRows('all')}>
            {exporting ? 'Processing...' : `All matching rows (${total})`}
          </PrimaryButton>
        </div>
      </Modal>
    </>
  );
}
