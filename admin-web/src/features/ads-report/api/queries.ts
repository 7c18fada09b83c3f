// The ads report's page of rows.
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';
import { fetchOffers, type OffersQuery } from './ads-report';

export const adsReportQuery = listQuery(queryKeys.adsReport, (query: OffersQuery) => fetchOffers(query), {
  paged: true,
});
