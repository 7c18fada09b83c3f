// The owner's store as its public page shows it (contact, address, hours, pin), with "Edit details" (the profile
// form) and its poster.
import { useState } from 'react';
import { SmallButton } from '../../../components/buttons';
import { Modal } from '../../../components/modal';
import { PosterButton } from '../../../components/poster-button';
import { formatWeek } from '../../../lib/format';
import { thumbnailUrl } from '../../../lib/images';
import { describePin, pinMapUrl } from '../../../lib/maps-link';
import type { StoreDetails } from '../../../lib/store-queries';
import { StoreProfileForm } from './store-profile-form';

function Pin({ store }: { store: StoreDetails }) {
  const { latitude, longitude } = store;
  if (latitude === null || longitude === null) return <>Not set: the store page links to a map search of the address</>;
  const pin = { latitude, longitude };
  return (
    <a href={pinMapUrl(pin)} target="_blank" rel="noopener noreferrer">
      {describePin(pin)}
    </a>
  );
}

export function OwnedStoreCard({ store }: { store: StoreDetails }) {
  const [editing, setEditing] = useState(false);
  return (
    <section className="card owned-store" data-testid="owned-store" aria-labelledby={`store-${store._id}`}>
      <header className="store-header">
        <img src={thumbnailUrl(store.logoUrl)} alt="" width={72} height={72} className="logo-large" />
        <div>
          <h2 id={`store-${store._id}`}>{store.storeName}</h2>
          <p className="muted">
            {store.category.title} · {store.location.locationName} ({store.district})
          </p>
        </div>
        <div className="header-actions">
          <SmallButton onClick={() => setEditing(true)}>Edit details</SmallButton>
          <PosterButton of={{ store: store._id }} name={store.storeName} />
        </div>
      </header>
      <dl className="store-facts">
        <dt>Phone</dt>
        <dd>{store.contact}</dd>
        <dt>Email</dt>
        <dd>{store.email}</dd>
        <dt>Address</dt>
        <dd>{store.address}</dd>
        <dt>Hours</dt>
        <dd data-testid="store-hours">{store.openingHours ? formatWeek(store.openingHours) : 'Not given'}</dd>
        <dt>Map pin</dt>
        <dd data-testid="store-pin">
          <Pin store={store} />
        </dd>
      </dl>
      <Modal title={`${store.storeName}: details`} open={editing} onClose={() => setEditing(false)} wide>
        {editing && <StoreProfileForm store={store} onDone={() => setEditing(false)} />}
      </Modal>
    </section>
  );
}
