// The audit log: every admin write and sign-in, newest first, filtered by item type, action and days (all in the URL),
// a page at a time; each entry links to its item while it still exists.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, type LinkProps } from '@tanstack/react-router';
import { FilterSelect } from '../../../components/filter-select';
import { FilteredListState } from '../../../components/list-state';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useClampedPage } from '../../../components/pager';
import { useUrlList } from '../../../components/url-list';
import { formatDateTime, formatDay } from '../../../lib/format';
import { type AuditEntry, type AuditItemType, auditPageQuery } from '../api/queries';
import { changeText } from '../change-text';
import { ACTION_LABELS, ITEM_TYPE_LABELS } from '../labels';

const route = getRouteApi('/admin/audit');
/** What the list says when it cannot be read or is empty. */
const LIST_TEXTS = {
  error: 'Error loading the audit log',
  noMatch: 'No entries match these filters',
  nothingYet: 'Nothing has been recorded yet.',
};

/** The two filters that pick one of a list: the item type and the action. */
const SELECTS = [
  { key: 'itemType', label: 'Item type', all: 'All items', labels: ITEM_TYPE_LABELS },
  { key: 'action', label: 'Action', all: 'All actions', labels: ACTION_LABELS },
] as const;

/** The screen that lists each type of item (a store and an offer link to the store's own page instead). */
const LISTED_ON: Partial<Record<AuditItemType, LinkProps['to']>> = {
  banner: '/admin/banners',
  category: '/admin/store-category',
  location: '/admin/locations',
  offerType: '/admin/offer-types',
  message: '/admin/messages',
  counter: '/admin',
};

/** Where an entry's item is managed, while it still exists. */
function ItemLink({ entry }: { entry: AuditEntry }) {
  const name = entry.itemName || entry.itemId || '';
  if (!entry.itemExists || !entry.itemId) return <span>{name}</span>;
  const storeId = entry.itemType === 'store' ? entry.itemId : entry.itemType === 'offer' ? entry.storeId : undefined;
  if (storeId) {
    return (
      <Link to="/admin/storeads/$id" params={{ id: storeId }}>
        {name}
      </Link>
    );
  }
  const list = LISTED_ON[entry.itemType];
  return list ? <Link to={list}>{name}</Link> : <span>{name}</span>;
}

function ChangeLine({ change }: { change: AuditEntry['changes'][number] }) {
  const { label, text } = changeText(change);
  return (
    <li>
      {label && <span className="muted">{label}:</span>} {text}
    </li>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="audit-changes">
      {entry.changes.map((change) => (
        <ChangeLine key={change.field} change={change} />
      ))}
    </ul>
  );
}

interface DayFilterProps {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}

/** A day the entries start from or end at; cleared, no bound. */
function DayFilter({ label, value, min, max, onChange }: DayFilterProps) {
  return (
    <label className="inline-field">
      {label}
      <input
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </label>
  );
}

export function AuditPage() {
  const search = route.useSearch();
  const filters = { itemType: search.itemType, action: search.action, from: search.from, to: search.to };
  const list = useUrlList('/admin/audit', filters, search.page);
  const { page } = list;
  const entries = useQuery(auditPageQuery({ ...filters, page }));
  useClampedPage(page, entries.data?.totalPages, list.setPage);

  const chips = list.chips({
    itemType: search.itemType && `Item: ${ITEM_TYPE_LABELS[search.itemType]}`,
    action: search.action && `Action: ${ACTION_LABELS[search.action]}`,
    from: search.from && `From ${formatDay(search.from)}`,
    to: search.to && `Until ${formatDay(search.to)}`,
  });

  return (
    <>
      <PageHeader title="Audit log" />
      <p className="muted">
        Every change made in the admin and every sign-in, kept for 180 days. Passwords are never recorded.
      </p>
      <div className="filters">
        {SELECTS.map((select) => (
          <FilterSelect
            key={select.key}
            label={select.label}
            all={select.all}
            options={Object.keys(select.labels)}
            labels={select.labels}
            value={search[select.key]}
            onChange={(value) => list.update({ [select.key]: value })}
          />
        ))}
        <DayFilter label="From" value={search.from} max={search.to} onChange={(from) => list.update({ from })} />
        <DayFilter label="Until" value={search.to} min={search.from} onChange={(to) => list.update({ to })} />
      </div>
      <FilteredListState chips={chips} onClearAll={list.clearAll} query={entries} texts={LIST_TEXTS}>
        {(found) => (
          <ListTable
            headers={['When', 'Action', 'Item', 'Changes', 'Who']}
            className="table-cards audit-table"
            total={{ count: found.totalItems, noun: ['entry', 'entries'] }}
            pager={{ page, totalPages: found.totalPages, onPage: list.setPage }}
          >
            {found.data.map((entry) => (
              <tr key={entry._id} data-testid="audit-entry">
                <td className="card-title">{formatDateTime(entry.at)}</td>
                <td data-label="Action">
                  <span className={entry.action === 'login-failed' ? 'audit-action audit-failed' : 'audit-action'}>
                    {ACTION_LABELS[entry.action]}
                  </span>
                </td>
                <td data-label="Item" className="wrap">
                  <span className="muted">{ITEM_TYPE_LABELS[entry.itemType]}</span> <ItemLink entry={entry} />
                </td>
                <td data-label="Changes" className="wrap">
                  <Changes entry={entry} />
                </td>
                <td data-label="Who" className="wrap">
                  {entry.actorEmail || '—'}
                  <span className="cell-line muted">{entry.address}</span>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </FilteredListState>
    </>
  );
}
