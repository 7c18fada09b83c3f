// The table of a list screen: an optional 'N things' line, the scrolling table with its header row, and the pager
// when the list is paged.
import type { ComponentProps, ReactNode } from 'react';
import { Pager } from './pager';

interface ListTableProps {
  headers: string[];
  /** Extra classes of the <table>, e.g. 'table-cards' for rows that become cards on phones. */
  className?: string;
  /** The total shown above the table, with the noun in the singular and the plural. */
  total?: { count: number; noun: [string, string] };
  pager?: ComponentProps<typeof Pager>;
  /** Shown between the total and the table, e.g. the bulk bar. */
  toolbar?: ReactNode;
  /** The <tr> rows. */
  children: ReactNode;
}

export function ListTable({ headers, className, total, pager, toolbar, children }: ListTableProps) {
  return (
    <>
      {total && (
        <p className="muted">
          {total.count} {total.count === 1 ? total.noun[0] : total.noun[1]}
        </p>
      )}
      {toolbar}
      <div className="table-wrap">
        <table className={className ? `table ${className}` : 'table'}>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header}>{header}</th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {pager && <Pager {...pager} />}
    </>
  );
}
