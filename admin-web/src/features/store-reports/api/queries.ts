// The per-store report's rows and their query keys.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { StoreReportRow } from './store-reports';

export const storeReportKeys = {
  all: ['reports', 'stores'] as const,
};

export const storeReportsQuery = queryOptions({
  queryKey: storeReportKeys.all,
  queryFn: async () => (await api.get('reports/stores').json<{ stores: StoreReportRow[] }>()).stores,
});
