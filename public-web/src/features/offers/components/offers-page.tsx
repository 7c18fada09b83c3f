// /offers: the filter bar and the paginated grid, with every filter kept in the URL (a shared link restores the view).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { errorMessage } from '../../../lib/api';
import { offerListQueryOptions } from '../api/offers-queries';
import { listingQuery, type OfferSearch } from '../offer-search';
import { FilterBar } from './filter-bar';
import { OfferGrid } from './offer-grid';
import { Pagination } from './pagination';

const route = getRouteApi('/offers');

export function OffersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data, isPending, isError, error } = useQuery({
    ...offerListQueryOptions(listingQuery(search)),
    placeholderData: keepPreviousData,
  });

  const applyFilters = useCallback(
    (next: OfferSearch) => navigate({ search: { ...next, page: undefined }, replace: false }),
    [navigate],
  );
  const goToPage = (page: number) => {
    navigate({ search: { ...search, page: page > 1 ? page : undefined } });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="container section">
      <h1>{search.storeName ? `Offers from ${search.storeName}` : 'Latest Offers'}</h1>
      <FilterBar search={search} resultCount={data?.totalAds} onChange={applyFilters} />
      {isPending && <p className="muted">Loading offers...</p>}
      {isError && <p className="error-text">{errorMessage(error, 'Failed to fetch ads')}</p>}
      {data && (
        <>
          <h2 className="visually-hidden">Results</h2>
          <p className="muted" data-testid="offers-count">
            Showing {data.data.length} offers
          </p>
          {data.data.length === 0 ? (
            <p className="empty-state">No offers found</p>
          ) : (
            <OfferGrid
              offers={data.data}
              priorityCount={2}
              copiedMessage="Offer link copied!"
              copyFailedMessage="Failed to copy link"
            />
          )}
          <Pagination current={data.currentPage} total={data.totalPages} onChange={goToPage} />
        </>
      )}
    </div>
  );
}
