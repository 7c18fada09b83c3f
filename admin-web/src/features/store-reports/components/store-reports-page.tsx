// Per-store report: offers, offers live today and views, sortable by any column, exportable to .xlsx.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PrimaryButton } from '../../../components/buttons';
import { ListState } from '../../../components/list-state';
import { Cell, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { Empty } from '../../../components/states';
import { notifyError } from '../../../lib/notify';
import { downloadSheet } from '../../../lib/spreadsheet';
import { storeReportsQuery } from '../api/queries';
import { STORE_REPORT_COLUMNS, type StoreReportRow } from '../api/store-reports';

type SortKey = keyof StoreReportRow;

export function StoreReportsPage() {
  const report = useQuery(storeReportsQuery);
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'views', descending: true });

  const rows = [...(report.data ?? [])].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sort.descending ? -order : order;
  });
  const sortBy = (key: SortKey) =>
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : key !== 'storeName' }));
  const exportSheet = () =>
    downloadSheet('store-report.xlsx', 'Store Report', STORE_REPORT_COLUMNS, rows).catch(() =>
      notifyError('Export failed. Please try again.'),
    );

  return (
    <>
      <PageHeader title="Per-store Report">
        <PrimaryButton disabled={rows.length === 0} onClick={exportSheet}>
          Export to Excel
        </PrimaryButton>
      </PageHeader>
      <p className="muted">
        Active offers are the ones visitors can see today. Views count how often visitors opened a store's offers; ad
        clicks are counted for the whole site only (see the dashboard).
      </p>
      <ListState query={report} errorText="Error fetching stores" empty={<Empty message="No stores yet." />}>
        {() => (
          <ListTable
            className="table-cards sortable"
            headers={STORE_REPORT_COLUMNS.map((column) => (
              <th
                key={column.key}
                className={column.numeric ? 'number' : undefined}
                aria-sort={sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : 'none'}
              >
                <button type="button" className="sort-button" onClick={() => sortBy(column.key)}>
                  {column.header}
                  <span aria-hidden="true">{sort.key === column.key ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
                </button>
              </th>
            ))}
          >
            {rows.map((row) => (
              <tr key={row._id}>
                <td className="strong card-title wrap">
                  <Link to="/admin/storeads/$id" params={{ id: row._id }}>
                    {row.storeName}
                  </Link>
                </td>
                {STORE_REPORT_COLUMNS.filter((column) => column.key !== 'storeName').map((column) => (
                  <Cell key={column.key} label={column.header} className={column.numeric ? 'number' : 'wrap'}>
                    {row[column.key]}
                  </Cell>
                ))}
              </tr>
            ))}
          </ListTable>
        )}
      </ListState>
    </>
  );
}
