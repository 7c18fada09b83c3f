// The ads report's page of rows and its query keys.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AdsQuery, fetchAds } from './ads-report';

export const adsReportKeys = {
  all: ['ads-report'] as const,
  page: (query: AdsQuery) => [...adsReportKeys.all, 'page', query] as const,
};

export const adsReportQuery = (query: AdsQuery) =>
  queryOptions({
    queryKey: adsReportKeys.page(query),
    queryFn: () => fetchAds(query),
    placeholderData: keepPreviousData,
  });
