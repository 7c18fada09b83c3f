// One store's page: its details, its ads as cards with their status (search and status filter, details, add, edit,
// duplicate, pause or resume, delete, view on site, and several at once), and its visitors' stats.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SelectBox, useSelection } from '../../../components/bulk-actions';
import { PrimaryButton, SmallButton } from '../../../components/buttons';
import { ConfirmDialog, useDeleteConfirm } from '../../../components/confirm-dialog';
import { ListState } from '../../../components/list-state';
import { Modal } from '../../../components/modal';
import { OfferBulkBar } from '../../../components/offer-bulk-bar';
import { ReviewBadge, StatusBadge, StatusSelect, ViewOnSite } from '../../../components/offer-status';
import { PosterButton } from '../../../components/poster-button';
import { SearchBox } from '../../../components/search-box';
import { Empty, ErrorState, Loading } from '../../../components/states';
import { StoreStats } from '../../../components/store-stats';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { countOf, formatDay } from '../../../lib/format';
import { imageUrl, thumbnailUrl } from '../../../lib/images';
import { withToast } from '../../../lib/notify';
import { hasOwnTitle } from '../../../lib/offer-title';
import { compact } from '../../../lib/search-params';
import { getUser } from '../../../lib/session';
import { type StoreOffer, storeOffersQuery, storeQuery } from '../../../lib/store-queries';
import { useDeleteOffer, usePauseOffer, useSetTrusted } from '../api/mutations';
import type { StoreOffersSearch } from '../search';
import { OfferFormModal } from './offer-form-modal';
import { OwnersPanel } from './owners-panel';

const route = getRouteApi('/admin/storeads/$id');
const VIEWS = ['view', 'views'] as const;

export function StoreOffersPage() {
  const { id } = route.useParams();
  const { search, status, edit } = route.useSearch();
  const navigate = route.useNavigate();
  const filter = (changes: StoreOffersSearch) =>
    navigate({ search: (current) => compact({ ...current, ...changes }), replace: true });
  const store = useQuery(storeQuery(id));
  const offers = useQuery(storeOffersQuery(id));
  const pauseOffer = usePauseOffer();
  const trusting = useSetTrusted(id);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<StoreOffer | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  const [viewing, setViewing] = useState<StoreOffer | null>(null);
  const deleting = useDeleteConfirm(useDeleteOffer(), {
    title: 'Delete ad',
    message: (item: StoreOffer) =>
      `Are you sure you want to delete the ad "${item.title}" (${formatDay(item.startDate)} to ${formatDay(item.endDate)})? Its images are deleted too. This action cannot be undone.`,
    toasts: { success: 'Ad deleted successfully', failure: 'Failed to delete store ad' },
  });
  useDocumentTitle(store.data?.storeName);
  const needle = search?.trim().toLowerCase();
  const visible = (offers.data ?? []).filter(
    (ad) =>
      (!needle || [ad.title, ad.offerType, ad.description].some((text) => text.toLowerCase().includes(needle))) &&
      (!status || ad.status === status),
  );
  const selection = useSelection(visible.map((ad) => ad._id));
  // An owner has no store list, owners panel or bulk actions (the operator's); their saves may wait for review.
  const owner = getUser()?.role === 'owner';

  const openForm = (ad: StoreOffer | null, duplicate = false) => {
    setEditing(ad);
    setDuplicating(duplicate);
    setViewing(null);
    setFormOpen(true);
  };
  // A link to one offer's form (from the owner's home) opens it once the offers are read; a gone offer opens nothing.
  useEffect(() => {
    if (!edit || !offers.data) return;
    const ad = offers.data.find((offer) => offer._id === edit);
    if (ad) {
      setEditing(ad);
      setDuplicating(false);
      setFormOpen(true);
    }
    navigate({ search: (current) => compact({ ...current, edit: undefined }), replace: true });
  }, [edit, offers.data, navigate]);
  const setPaused = async (ad: StoreOffer, paused: boolean) => {
    await withToast(() => pauseOffer.mutateAsync({ id: ad._id, paused }), {
      success: paused ? `Paused "${ad.title}": hidden from the site` : `Resumed "${ad.title}"`,
      failure: paused ? 'Failed to pause the offer' : 'Failed to resume the offer',
    });
  };

  if (store.isPending) return <Loading />;
  if (store.isError)
    return <ErrorState message={errorMessage(store.error, 'Error fetching stores')} onRetry={() => store.refetch()} />;

  const s = store.data;

  return (
    <>
      <p className="breadcrumb">
        {owner ? <Link to="/admin">Your stores</Link> : <Link to="/admin/store">Stores</Link>} / {s.storeName}
      </p>
      <header className="store-header card">
        <img src={thumbnailUrl(s.logoUrl)} alt="" width={72} height={72} className="logo-large" />
        <div>
          <h1>{s.storeName}</h1>
          <p className="muted">
            {s.category.title} · {s.location.locationName} ({s.district})
          </p>
        </div>
        <span className="header-actions">
          <PosterButton of={{ store: id }} name={s.storeName} />
          <PrimaryButton onClick={() => openForm(null)}>Add Ad</PrimaryButton>
        </span>
      </header>
      <div className="store-layout">
        <aside className="card owner">
          <h2>Contact</h2>
          <dl>
            <dt>Owner</dt>
            <dd>{s.ownerName}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:+91${s.contact.replace(/\D/g, '')}`}>{s.contact}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${s.email}`}>{s.email}</a>
            </dd>
            <dt>Address</dt>
            <dd>{s.address}</dd>
          </dl>
          {!owner && (
            <>
              <label className="trusted-switch">
                <input
                  type="checkbox"
                  checked={s.trusted}
                  disabled={trusting.isPending}
                  onChange={(event) =>
                    withToast(() => trusting.mutateAsync(event.target.checked), {
                      success: event.target.checked
                        ? "Trusted: its owners' offers publish without review"
                        : "Not trusted: its owners' offers wait for review",
                      failure: 'Failed to change whether the store is trusted',
                    })
                  }
                />{' '}
                Trusted store (its owners' offers and changes publish without review)
              </label>
              <OwnersPanel storeId={id} />
            </>
          )}
        </aside>
        <section>
          <div className="ad-filters">
            <SearchBox
              className="search-wide"
              value={search}
              onSearch={(text) => filter({ search: text })}
              label="Search ads"
              placeholder="Search by title, offer type or description..."
            />
            <StatusSelect value={status} onChange={(next) => filter({ status: next })} />
          </div>
          <ListState
            query={offers}
            errorText="Error fetching store ads"
            empty={
              <Empty message="No Ads Found">
                <PrimaryButton onClick={() => openForm(null)}>Create First Ad</PrimaryButton>
              </Empty>
            }
          >
            {() =>
              visible.length === 0 ? (
                <Empty message="No ads match your search or status." />
              ) : (
                <>
                  {!owner && <OfferBulkBar selectAllLabel="Select all shown" selection={selection} />}
                  <div className="ad-grid">
                    {visible.map((ad) => (
                      <article className="card ad-card" key={ad._id} data-testid="ad-card">
                        <button
                          type="button"
                          className="ad-image"
                          onClick={() => setViewing(ad)}
                          aria-label={`Details of ${ad.title}`}
                        >
                          {ad.adsImages[0] && <img src={thumbnailUrl(ad.adsImages[0], 640)} alt="" loading="lazy" />}
                        </button>
                        <div className="ad-body">
                          <span className="ad-card-top">
                            {!owner && <SelectBox selection={selection} id={ad._id} name={ad.title} />}
                            <span className="tag">{ad.offerType}</span>
                            {ad.review?.kind !== 'new' && <StatusBadge status={ad.status} />}
                          </span>
                          <ReviewBadge review={ad.review} />
                          <h3>{ad.title}</h3>
                          {hasOwnTitle(ad) && <p className="clamp">{ad.description}</p>}
                          <p className="muted small">
                            {formatDay(ad.startDate)} – {formatDay(ad.endDate)} · {countOf(ad.clicks, VIEWS)}
                          </p>
                          <ViewOnSite ad={ad} />
                          <div className="actions">
                            <SmallButton onClick={() => setViewing(ad)}>Details</SmallButton>
                            <SmallButton onClick={() => openForm(ad)}>Edit</SmallButton>
                            <SmallButton onClick={() => openForm(ad, true)}>Duplicate</SmallButton>
                            <PosterButton of={{ offer: ad._id }} name={ad.title} />
                            <SmallButton onClick={() => setPaused(ad, ad.status !== 'paused')}>
                              {ad.status === 'paused' ? 'Resume' : 'Pause'}
                            </SmallButton>
                            <SmallButton danger onClick={() => deleting.ask(ad)}>
                              Delete
                            </SmallButton>
                          </div>
                        </div>
                      </article>
                    ))}
                  </div>
                </>
              )
            }
          </ListState>
        </section>
      </div>
      <StoreStats storeId={id} storeName={s.storeName} />
      <OfferFormModal
        open={formOpen}
        storeId={id}
        ad={editing}
        duplicate={duplicating}
        onClose={() => setFormOpen(false)}
      />
      <Modal title={viewing?.title ?? ''} open={viewing !== null} onClose={() => setViewing(null)} wide>
        {viewing && (
          <>
            <p>
              <span className="tag">{viewing.offerType}</span> <StatusBadge status={viewing.status} />{' '}
              {formatDay(viewing.startDate)} – {formatDay(viewing.endDate)} · {countOf(viewing.clicks, VIEWS)}
            </p>
            <p>
              <ViewOnSite ad={viewing} />
            </p>
            <p>{viewing.description}</p>
            <div className="gallery">
              {viewing.adsImages.map((path) => (
                <a key={path} href={imageUrl(path)} target="_blank" rel="noreferrer">
                  <img src={thumbnailUrl(path, 640)} alt="" />
                </a>
              ))}
            </div>
          </>
        )}
      </Modal>
      <ConfirmDialog {...deleting.dialog} />
    </>
  );
}
