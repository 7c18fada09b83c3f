// The ads report's page of rows.
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';
import { type AdsQuery, fetchAds } from './ads-report';

export const adsReportQuery = listQuery(queryKeys.adsReport, (query: AdsQuery) => fetchAds(query), { paged: true });
