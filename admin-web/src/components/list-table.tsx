// The table of a list screen: an optional 'N things' line, the scrolling table with its header row, and the pager
// when the list is paged.
import type { ComponentProps, ReactNode } from 'react';
import { countOf } from '../lib/format';
import { RowActions } from './form-parts';
import { Pager } from './pager';

interface ListTableProps {
  /** The header row: its column names, or its own <th> cells (sort buttons, classes). */
  headers: readonly string[] | ReactNode;
  /** Extra classes of the <table>, e.g. 'table-cards' for rows that become cards on phones. */
  className?: string;
  /** Extra classes of the scrolling box around the table. */
  wrapClassName?: string;
  /** The total shown above the table, with the noun in the singular and the plural. */
  total?: { count: number; noun: [string, string] };
  pager?: ComponentProps<typeof Pager>;
  /** Shown between the total and the table, e.g. the bulk bar. */
  toolbar?: ReactNode;
  /** The <tr> rows. */
  children: ReactNode;
}

export function ListTable({ headers, className, wrapClassName, total, pager, toolbar, children }: ListTableProps) {
  return (
    <>
      {total && <p className="muted">{countOf(total.count, total.noun)}</p>}
      {toolbar}
      <div className={wrapClassName ? `table-wrap ${wrapClassName}` : 'table-wrap'}>
        <table className={className ? `table ${className}` : 'table'}>
          <thead>
            <tr>
              {Array.isArray(headers) ? headers.map((header: string) => <th key={header}>{header}</th>) : headers}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {pager && <Pager {...pager} />}
    </>
  );
}

/** A cell of a table whose rows become cards on phones (.table-cards), where `label` names it. */
export function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={className} data-label={label}>
      {children}
    </td>
  );
}

interface RecordTableProps<T> extends Omit<ListTableProps, 'children'> {
  rows: readonly T[];
  /** A row's cells before its Edit and Delete buttons; `index` counts from 0 on this page. */
  cells: (row: T, index: number) => ReactNode;
  /** The Edit and Delete of a row (useRecordDialogs' `actionsOf`). */
  actionsOf: (row: T) => ComponentProps<typeof RowActions>;
}

/** A table of records whose every row ends with its Edit and Delete buttons. */
export function RecordTable<T extends { _id: string }>({ rows, cells, actionsOf, ...table }: RecordTableProps<T>) {
  return (
    <ListTable {...table}>
      {rows.map((row, index) => (
        <tr key={row._id}>
          {cells(row, index)}
          <RowActions {...actionsOf(row)} />
        </tr>
      ))}
    </ListTable>
  );
}
