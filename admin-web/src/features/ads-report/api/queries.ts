// The ads report's page of rows and its query keys.
import { listQueries } from '../../../lib/list-queries';
import { type AdsQuery, fetchAds } from './ads-report';

const adsReport = listQueries('ads-report', (query: AdsQuery) => fetchAds(query), { paged: true });

export const adsReportKeys = adsReport.keys;
export const adsReportQuery = adsReport.query;
