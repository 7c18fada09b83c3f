// The audit log: every admin write and sign-in, newest first, filtered by item type, action and days (all in the URL),
// a page at a time; each entry links to its item while it still exists.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { Chip } from '../../../components/filter-chips';
import { FilteredListState } from '../../../components/list-state';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useClampedPage } from '../../../components/pager';
import { formatDateTime, formatDay } from '../../../lib/format';
import { compact } from '../../../lib/search-params';
import { type AuditEntry, auditPageQuery } from '../api/queries';
import { ACTION_LABELS, ITEM_TYPE_LABELS } from '../labels';
import type { AuditSearch } from '../search';

const route = getRouteApi('/admin/audit');

/** 'storeName' -> 'store name'. */
function fieldLabel(field: string): string {
  return field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** Where an entry's item is managed, while it still exists. */
function ItemLink({ entry }: { entry: AuditEntry }) {
  const name = entry.itemName || entry.itemId || '';
  if (!entry.itemExists || !entry.itemId) return <span>{name}</span>;
  switch (entry.itemType) {
    case 'store':
      return (
        <Link to="/admin/storeads/$id" params={{ id: entry.itemId }}>
          {name}
        </Link>
      );
    case 'offer':
      return entry.storeId ? (
        <Link to="/admin/storeads/$id" params={{ id: entry.storeId }}>
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      );
    case 'banner':
      return <Link to="/admin/banners">{name}</Link>;
    case 'category':
      return <Link to="/admin/store-category">{name}</Link>;
    case 'location':
      return <Link to="/admin/locations">{name}</Link>;
    case 'offerType':
      return <Link to="/admin/offer-types">{name}</Link>;
    case 'message':
      return <Link to="/admin/messages">{name}</Link>;
    case 'counter':
      return <Link to="/admin">{name}</Link>;
    default:
      return <span>{name}</span>;
  }
}

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="audit-changes">
      {entry.changes.map((change) => (
        <li key={change.field}>
          <span className="muted">{fieldLabel(change.field)}:</span> {shown(change.before)} → {shown(change.after)}
        </li>
      ))}
    </ul>
  );
}

export function AuditPage() {
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const page = search.page ?? 1;
  const filters = { itemType: search.itemType, action: search.action, from: search.from, to: search.to };
  const list = useQuery(auditPageQuery({ ...filters, page }));
  const update = (changes: Partial<AuditSearch>) =>
    navigate({ to: '/admin/audit', search: compact({ ...filters, ...changes, page: changes.page }), replace: true });
  useClampedPage(page, list.data?.totalPages, (last) => update({ page: last }));
  const clearAll = () => navigate({ to: '/admin/audit', search: {}, replace: true });

  const chips: Chip[] = [
    search.itemType && {
      key: 'itemType',
      label: `Item: ${ITEM_TYPE_LABELS[search.itemType]}`,
      onRemove: () => update({ itemType: undefined }),
    },
    search.action && {
      key: 'action',
      label: `Action: ${ACTION_LABELS[search.action]}`,
      onRemove: () => update({ action: undefined }),
    },
    search.from && {
      key: 'from',
      label: `From ${formatDay(search.from)}`,
      onRemove: () => update({ from: undefined }),
    },
    search.to && { key: 'to', label: `Until ${formatDay(search.to)}`, onRemove: () => update({ to: undefined }) },
  ].filter((chip) => typeof chip === 'object');

  return (
    <>
      <PageHeader title="Audit log" />
      <p className="muted">
        Every change made in the admin and every sign-in, kept for 180 days. Passwords are never recorded.
      </p>
      <div className="filters">
        <select
          aria-label="Item type"
          value={search.itemType ?? ''}
          onChange={(e) => update({ itemType: (e.target.value || undefined) as AuditSearch['itemType'] })}
        >
          <option value="">All items</option>
          {Object.entries(ITEM_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <select
          aria-label="Action"
          value={search.action ?? ''}
          onChange={(e) => update({ action: (e.target.value || undefined) as AuditSearch['action'] })}
        >
          <option value="">All actions</option>
          {Object.entries(ACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label className="inline-field">
          From
          <input
            type="date"
            value={search.from ?? ''}
            max={search.to}
            onChange={(e) => update({ from: e.target.value || undefined })}
          />
        </label>
        <label className="inline-field">
          Until
          <input
            type="date"
            value={search.to ?? ''}
            min={search.from}
            onChange={(e) => update({ to: e.target.value || undefined })}
          />
        </label>
      </div>
      <FilteredListState
        chips={chips}
        onClearAll={clearAll}
        query={list}
        errorText="Error loading the audit log"
        noMatch="No entries match these filters"
        nothingYet="Nothing has been recorded yet."
      >
        {(entries) => (
          <ListTable
            headers={['When', 'Action', 'Item', 'Changes', 'Who']}
            className="table-cards audit-table"
            total={{ count: entries.totalItems, noun: ['entry', 'entries'] }}
            pager={{ page, totalPages: entries.totalPages, onPage: (n) => update({ page: n }) }}
          >
            {entries.data.map((entry) => (
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
