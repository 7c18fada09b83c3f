// /saved: the offers this browser saved with the heart. The page is the same static shell for everyone; the list
// is read from localStorage after hydration and fetched by id. Live offers show as cards (the heart removes them);
// ended or deleted ones are listed as no longer available, each with a Remove button.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OfferGrid } from '../../../components/offers/offer-grid';
import { errorMessage } from '../../../lib/api';
import { formatDay } from '../../../lib/dates';
import type { Offer } from '../../../lib/offer-queries';
import { hasEnded, offerTitle } from '../../../lib/offers';
import { removeSaved, useSavedIds } from '../../../lib/saved-offers';
import { savedOffersQueryOptions } from '../api/saved-queries';

interface Gone {
  id: string;
  offer?: Offer;
}

/** Without JavaScript the list can never load: say so instead of "Loading..." for ever. */
const NOSCRIPT_NOTE =
  '<style>.saved-loading{display:none}</style><div class="empty-state" role="note"><p>Saved offers are kept by ' +
  'this browser and need JavaScript, which is off here.</p><a class="button primary" href="/offers">Browse offers</a></div>';

export function SavedPage() {
  const { ids, ready } = useSavedIds();
  const { data, isPending, isError, error } = useQuery(savedOffersQueryOptions(ids));

  return (
    <div className="container section">
      <h1>Saved offers</h1>
      <p className="muted">Kept in this browser only: no account needed. Tap the heart on any offer to save it.</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed note, no data in it */}
      <noscript dangerouslySetInnerHTML={{ __html: NOSCRIPT_NOTE }} />
      <div aria-busy={!ready || (ids.length > 0 && isPending)} data-testid="saved-results">
        {!ready || (ids.length > 0 && isPending) ? (
          <p className="muted saved-loading" role="status">
            Loading your saved offers...
          </p>
        ) : ids.length === 0 ? (
          <div className="empty-state">
            <p>You have not saved any offers yet.</p>
            <Link to="/offers" className="button primary">
              Browse offers
            </Link>
          </div>
        ) : isError ? (
          <p className="error-text">{errorMessage(error, 'Failed to fetch ads')}</p>
        ) : (
          <SavedLists ids={ids} offers={data ?? []} />
        )}
      </div>
    </div>
  );
}

function SavedLists({ ids, offers }: { ids: string[]; offers: Offer[] }) {
  const byId = new Map(offers.map((offer) => [offer._id, offer]));
  const live: Offer[] = [];
  const gone: Gone[] = [];
  for (const id of ids) {
    const offer = byId.get(id);
    if (offer && !hasEnded(offer)) live.push(offer);
    else gone.push({ id, offer });
  }
  return (
    <>
      <p className="muted" data-testid="saved-count">
        {live.length === 1 ? '1 saved offer is still on' : `${live.length} saved offers are still on`}
      </p>
      {live.length > 0 && (
        <OfferGrid offers={live} copiedMessage="Offer link copied!" copyFailedMessage="Failed to copy link" />
      )}
      {gone.length > 0 && (
        <section className="saved-gone" aria-labelledby="saved-gone-title">
          <h2 id="saved-gone-title">No longer available</h2>
          <ul>
            {gone.map(({ id, offer }) => (
              <li key={id} className="saved-gone-item" data-testid="saved-gone">
                <div>
                  <p className="offer-title">{offer ? offerTitle(offer) : 'An offer that was removed'}</p>
                  <p className="muted">
                    {offer ? `${offer.storeName} · Expired on ${formatDay(offer.endDate)}` : 'It is no longer listed'}
                  </p>
                </div>
                <button
                  type="button"
                  className="button ghost"
                  onClick={() => removeSaved(id)}
                  aria-label={`Remove ${offer ? offerTitle(offer) : 'the removed offer'} from saved`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
