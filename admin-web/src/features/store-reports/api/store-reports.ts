// The per-store report's row and its columns, on screen and in the export.
import type { ApiResponse } from '@offerboard/shared-types';
import type { Column } from '../../../lib/spreadsheet';

export type StoreReportRow = ApiResponse<'/backendapi/api/reports/stores'>['stores'][number];

export const STORE_REPORT_COLUMNS: (Column<StoreReportRow> & { key: keyof StoreReportRow; numeric?: boolean })[] = [
  { key: 'storeName', header: 'Store', width: 28, value: (row) => row.storeName },
  { key: 'category', header: 'Category', width: 18, value: (row) => row.category },
  { key: 'location', header: 'Location', width: 18, value: (row) => row.location },
  { key: 'district', header: 'District', width: 18, value: (row) => row.district },
  { key: 'offers', header: 'Offers', width: 9, value: (row) => row.offers, numeric: true },
  { key: 'activeOffers', header: 'Active Offers', width: 13, value: (row) => row.activeOffers, numeric: true },
  { key: 'views', header: 'Views', width: 9, value: (row) => row.views, numeric: true },
];
