// An owner's home (/admin for an owner), their dashboard: the store's details, its offers ending within three days,
// every offer under its status, and the store's visitors over the last 30 days. An owner of several stores picks one
// (kept in the URL).
import { useQueries, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useId } from 'react';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { Empty, ErrorState, Loading } from '../../../components/states';
import { StoreStats } from '../../../components/store-stats';
import { errorMessage } from '../../../lib/api';
import { getUser } from '../../../lib/session';
import { storeOffersQuery, storeQuery } from '../../../lib/store-queries';
import { EndingSoonList, OffersByState } from './offer-lists';
import { OwnedStoreCard } from './owned-store-card';

const route = getRouteApi('/admin/');

function StoreDashboard({ storeId }: { storeId: string }) {
  const store = useQuery(storeQuery(storeId));
  const ads = useQuery(storeOffersQuery(storeId));
  if (store.isPending) return <Loading />;
  if (store.isError) return <ErrorState message={errorMessage(store.error, 'Error fetching the store')} />;
  return (
    <div className="owner-dashboard">
      <OwnedStoreCard store={store.data} />
      {ads.data && <EndingSoonList storeId={storeId} offers={ads.data} />}
      <section className="card" aria-labelledby={`offers-${storeId}`}>
        <div className="section-header">
          <h2 id={`offers-${storeId}`}>Offers</h2>
          <Link to="/admin/storeads/$id" params={{ id: storeId }} className="button button-primary">
            Manage offers
          </Link>
        </div>
        <ListState query={ads} errorText="Error fetching the offers" empty={<Empty message="No offers yet." />}>
          {(offers) => <OffersByState storeId={storeId} offers={offers} />}
        </ListState>
        <p className="muted small">
          Your new offers and changes go live once the directory's operator approves them. To change the store's name,
          category or district, contact the operator.
        </p>
      </section>
      <StoreStats storeId={storeId} storeName={store.data.storeName} />
    </div>
  );
}

/** The owner's stores by name, to pick the one the home shows. */
function StorePicker({ storeIds, chosen }: { storeIds: string[]; chosen: string }) {
  const navigate = route.useNavigate();
  const stores = useQueries({ queries: storeIds.map((id) => storeQuery(id)) });
  const pickerId = useId();
  return (
    <div className="store-picker">
      <label htmlFor={pickerId}>Store</label>
      <select
        id={pickerId}
        value={chosen}
        onChange={(event) => navigate({ search: { store: event.target.value }, replace: true })}
      >
        {storeIds.map((id, index) => (
          <option key={id} value={id}>
            {stores[index]?.data?.storeName ?? 'Loading…'}
          </option>
        ))}
      </select>
    </div>
  );
}

export function OwnerHomePage() {
  const storeIds = getUser()?.storeIds ?? [];
  const { store } = route.useSearch();
  const chosen = storeIds.find((id) => id === store) ?? storeIds[0];
  return (
    <>
      <PageHeader title={storeIds.length === 1 ? 'Your store' : 'Your stores'}>
        {chosen && storeIds.length > 1 && <StorePicker storeIds={storeIds} chosen={chosen} />}
      </PageHeader>
      {chosen ? (
        <StoreDashboard key={chosen} storeId={chosen} />
      ) : (
        <Empty message="You manage no store at the moment." />
      )}
    </>
  );
}
