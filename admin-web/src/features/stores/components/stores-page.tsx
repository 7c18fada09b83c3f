// Stores: search and filters mirrored to the URL, chips, the table, paging, add/edit and delete.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { BulkBar, SelectBox, useSelection } from '../../../components/bulk-actions';
import { PrimaryButton } from '../../../components/buttons';
import { ConfirmDialog, useDeleteConfirm } from '../../../components/confirm-dialog';
import { DistrictFilter } from '../../../components/district-filter';
import { FilterBar } from '../../../components/filter-bar';
import { activeChips } from '../../../components/filter-chips';
import { FilterSelect } from '../../../components/filter-select';
import { RowActions } from '../../../components/form-parts';
import { FilteredListState } from '../../../components/list-state';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useClampedPage } from '../../../components/pager';
import { useUrlList } from '../../../components/url-list';
import { errorMessage } from '../../../lib/api';
import { thumbnailUrl } from '../../../lib/images';
import { notifyError } from '../../../lib/notify';
import { categoriesQuery, districtsQuery, locationsOfDistrictQuery } from '../../../lib/reference-queries';
import { compact, matchLabel } from '../../../lib/search-params';
import { useBulkDeleteStores, useDeleteStore } from '../api/mutations';
import { type Store, storesQuery } from '../api/queries';
import type { StoreSearch } from '../search';
import { StoreFormModal } from './store-form-modal';
import { StoreImportModal } from './store-import-modal';

const PAGE_SIZE = 10;
const LIST_TEXTS = { error: 'Error fetching stores', noMatch: 'No stores found matching your criteria' };

export function StoresPage() {
  const navigate = useNavigate();
  // Not getRouteApi: the page serves both /admin/store and /admin/addstore, which validate the same search.
  const search: StoreSearch = useSearch({ strict: false });
  const addingFromRoute = useRouterState({ select: (state) => state.location.pathname.startsWith('/admin/addstore') });
  const districts = useQuery(districtsQuery);
  const categories = useQuery(categoriesQuery);
  const district = matchLabel(districts.data?.map((d) => d.title) ?? [], search.district);
  const category = matchLabel(categories.data?.map((c) => c.title) ?? [], search.category);
  const locations = useQuery(locationsOfDistrictQuery(district));
  const location = matchLabel(locations.data?.map((l) => l.locationName) ?? [], search.location);

  const [editing, setEditing] = useState<Store | null>(null);
  const [formOpen, setFormOpen] = useState(addingFromRoute);
  const [importing, setImporting] = useState(false);

  const list = useUrlList('/admin/store', { search: search.search, category, district, location }, search.page);
  const { page } = list;
  const query = { ...list.filters, page, limit: PAGE_SIZE };
  // The list pieces read a page's rows under `data`.
  const stores = useQuery({ ...storesQuery(compact(query)), select: (found) => ({ ...found, data: found.stores }) });
  const selection = useSelection(stores.data?.data.map((store) => store._id) ?? []);
  useClampedPage(page, stores.data?.totalPages, list.setPage);

  useEffect(() => {
    if (stores.isError) notifyError(errorMessage(stores.error, 'Error fetching stores'));
  }, [stores.isError, stores.error]);

  const chips = activeChips(
    {
      search: search.search && `Search: ${search.search}`,
      category: category && `Category: ${category}`,
      district: district && `District: ${district}`,
      location: location && `Location: ${location}`,
    },
    // Without its district, a location filter means nothing.
    (key) => list.update(key === 'district' ? { district: undefined, location: undefined } : { [key]: undefined }),
  );

  const deleting = useDeleteConfirm(useDeleteStore(), {
    title: 'Delete store',
    message: (item: Store) =>
      `Are you sure you want to delete the store ${item.storeName} (${item.location || item.district}) and all its ads? This action cannot be undone.`,
    toasts: { success: 'Store deleted successfully', failure: 'Failed to delete store' },
  });
  const bulkDelete = useBulkDeleteStores();
  const openForm = (store: Store | null) => {
    setEditing(store);
    setFormOpen(true);
  };
  const closeForm = () => {
    setFormOpen(false);
    setEditing(null);
    if (addingFromRoute) navigate({ to: '/admin/store' });
  };

  return (
    <>
      <PageHeader title="Stores">
        <button type="button" className="button" onClick={() => setImporting(true)}>
          Import stores
        </button>
        <PrimaryButton onClick={() => openForm(null)}>Add Store</PrimaryButton>
      </PageHeader>
      <FilterBar list={list} searchLabel="Search stores" placeholder="Search store names...">
        <FilterSelect
          label="Category"
          all="All Categories"
          options={categories.data?.map((c) => c.title) ?? []}
          value={category}
          onChange={(next) => list.update({ category: next })}
        />
        <DistrictFilter value={district} onChange={(next) => list.update({ district: next, location: undefined })} />
        <FilterSelect
          label="Location"
          all="All Locations"
          options={locations.data?.map((l) => l.locationName) ?? []}
          value={location}
          disabled={!district}
          onChange={(next) => list.update({ location: next })}
        />
      </FilterBar>
      <FilteredListState chips={chips} onClearAll={list.clearAll} query={stores} texts={LIST_TEXTS}>
        {(page) => (
          // Logo beside the name, e-mail under the phone and address under the place, so the actions fit at laptop
          // width; on phones each row is a card (styles/narrow-screens.css, .table-cards).
          <ListTable
            headers={['Store Name', 'Category', 'Owner Name', 'Contact / Email', 'Location / Address', 'Actions']}
            className="table-cards"
            total={{ count: page.totalStores, noun: ['store', 'stores'] }}
            toolbar={
              <BulkBar
                selectAllLabel="Select all on this page"
                selection={selection}
                noun={['store', 'stores']}
                deleteNote="Their offers and images are deleted too."
                onDelete={bulkDelete.mutateAsync}
              />
            }
            pager={{ page: page.currentPage, totalPages: page.totalPages, onPage: list.setPage }}
          >
            {page.data.map((store) => (
              <tr key={store._id}>
                <td className="card-title wrap">
                  <span className="store-cell">
                    <SelectBox selection={selection} id={store._id} name={store.storeName} />
                    <img
                      className="logo"
                      src={thumbnailUrl(store.logoUrl)}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                    />
                    <span className="strong">{store.storeName}</span>
                  </span>
                </td>
                <td data-label="Category">{store.category}</td>
                <td data-label="Owner">{store.ownerName}</td>
                <td data-label="Contact" className="wrap">
                  {store.contact}
                  <span className="cell-line muted">
                    {/* The address may break before its @ rather than widen the table. */}
                    {store.email.split('@')[0]}
                    <wbr />@{store.email.split('@').slice(1).join('@')}
                  </span>
                </td>
                <td data-label="Location" className="wrap">
                  {store.location || 'N/A'} ({store.district})<span className="cell-line muted">{store.address}</span>
                </td>
                <RowActions onEdit={() => openForm(store)} onDelete={() => deleting.ask(store)}>
                  <Link to="/admin/storeads/$id" params={{ id: store._id }} className="button button-small">
                    View
                  </Link>
                </RowActions>
              </tr>
            ))}
          </ListTable>
        )}
      </FilteredListState>
      <StoreFormModal open={formOpen} store={editing} onClose={closeForm} />
      <StoreImportModal open={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog {...deleting.dialog} />
    </>
  );
}
