// The per-store report's rows.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import type { StoreReportRow } from './store-reports';

export const storeReportsQuery = queryOptions({
  queryKey: queryKeys.storeReports.all,
  queryFn: async () => (await api.get('reports/stores').json<{ stores: StoreReportRow[] }>()).stores,
});
