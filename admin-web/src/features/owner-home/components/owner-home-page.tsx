// An owner's home (/admin for an owner): each of their stores as the public sees it, with its offers, their status
// and review, and the way to the store's offers screen, where the owner adds and edits them.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SmallButton } from '../../../components/buttons';
import { ListState } from '../../../components/list-state';
import { Modal } from '../../../components/modal';
import { ReviewBadge, StatusBadge, ViewOnSite } from '../../../components/offer-status';
import { PageHeader } from '../../../components/page-header';
import { PosterButton } from '../../../components/poster-button';
import { Empty, ErrorState, Loading } from '../../../components/states';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDay } from '../../../lib/format';
import { thumbnailUrl } from '../../../lib/images';
import { getUser } from '../../../lib/session';
import { storeAdsQuery, storeQuery } from '../../../lib/store-queries';
import { StoreProfileForm } from './store-profile-form';

function OwnedStore({ storeId }: { storeId: string }) {
  const store = useQuery(storeQuery(storeId));
  const ads = useQuery(storeAdsQuery(storeId));
  const [editing, setEditing] = useState(false);
  if (store.isPending) return <Loading />;
  if (store.isError) return <ErrorState message={errorMessage(store.error, 'Error fetching the store')} />;
  const s = store.data;
  return (
    <section className="card owned-store" data-testid="owned-store">
      <header className="store-header">
        <img src={thumbnailUrl(s.logoUrl)} alt="" width={72} height={72} className="logo-large" />
        <div>
          <h2>{s.storeName}</h2>
          <p className="muted">
            {s.category.title} · {s.location.locationName} ({s.district}) · {s.contact}
          </p>
          <p className="muted small">{s.address}</p>
        </div>
        <div className="header-actions">
          <SmallButton onClick={() => setEditing(true)}>Edit details</SmallButton>
          <PosterButton of={{ store: storeId }} name={s.storeName} />
        </div>
      </header>
      <Modal title={`${s.storeName}: details`} open={editing} onClose={() => setEditing(false)}>
        {editing && <StoreProfileForm store={s} onDone={() => setEditing(false)} />}
      </Modal>
      <h3>Offers</h3>
      <ListState query={ads} errorText="Error fetching the offers" empty={<Empty message="No offers yet." />}>
        {(offers) => (
          <ul className="plain-list">
            {offers.map((ad) => (
              <li key={ad._id} data-testid="owned-offer">
                <span>
                  <strong>{ad.title}</strong>{' '}
                  <span className="muted small">
                    {formatDay(ad.startDate)} – {formatDay(ad.endDate)}
                  </span>
                </span>
                <StatusBadge status={ad.status} />
                <ReviewBadge review={ad.review} />
                <ViewOnSite ad={ad} />
                <PosterButton of={{ offer: ad._id }} name={ad.title} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <p>
        <Link to="/admin/storeads/$id" params={{ id: storeId }} className="button button-primary">
          Manage offers
        </Link>
      </p>
      <p className="muted small">
        Your new offers and changes go live once the directory's operator approves them. To change the store's name,
        category or district, contact the operator.
      </p>
    </section>
  );
}

export function OwnerHomePage() {
  const storeIds = getUser()?.storeIds ?? [];
  useDocumentTitle('Your stores');
  return (
    <>
      <PageHeader title={storeIds.length === 1 ? 'Your store' : 'Your stores'} />
      {storeIds.length === 0 && <Empty message="You manage no store at the moment." />}
      {storeIds.map((id) => (
        <OwnedStore key={id} storeId={id} />
      ))}
    </>
  );
}
