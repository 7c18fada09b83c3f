// The owner's offers on their home: those ending within three days, each with a link to its form (to extend it), and
// every offer under its state, those needing the owner first.
import { Link } from '@tanstack/react-router';
import { OfferBadges, ViewOnSite } from '../../../components/offer-status';
import { PosterButton } from '../../../components/poster-button';
import { formatDay } from '../../../lib/format';
import type { StoreOffer } from '../../../lib/store-queries';
import { endingSoon, endsText, groupByState, HOME_STATE_LABELS } from '../offer-groups';

/** The offer's form on its store's offers screen. */
function EditLink({ storeId, ad }: { storeId: string; ad: StoreOffer }) {
  return (
    <Link
      to="/admin/storeads/$id"
      params={{ id: storeId }}
      search={{ edit: ad._id }}
      className="button button-small"
      aria-label={`Edit ${ad.title}`}
    >
      Edit
    </Link>
  );
}

export function EndingSoonList({ storeId, offers }: { storeId: string; offers: StoreOffer[] }) {
  const ending = endingSoon(offers);
  return (
    <section className="card ending-soon" aria-labelledby={`ending-${storeId}`} data-testid="ending-soon">
      <h2 id={`ending-${storeId}`}>Ending within 3 days</h2>
      {ending.length === 0 ? (
        <p className="muted">No offer ends in the next 3 days.</p>
      ) : (
        <ul className="offer-rows">
          {ending.map((ad) => (
            <li key={ad._id} data-testid="ending-offer">
              <span className="offer-row-text">
                <strong>{ad.title}</strong>
                <span className="ends">{endsText(ad.endDate)}</span>
              </span>
              <span className="offer-row-actions">
                <EditLink storeId={storeId} ad={ad} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {ending.length > 0 && <p className="muted small">Edit an offer to move its end date if it carries on.</p>}
    </section>
  );
}

export function OffersByState({ storeId, offers }: { storeId: string; offers: StoreOffer[] }) {
  const groups = groupByState(offers);
  return (
    <>
      {/* With one status only, its heading below says as much. */}
      {groups.length > 1 && (
        <ul className="state-counts" aria-label="Offers by status">
          {groups.map(({ state, offers: inState }) => (
            <li key={state} data-testid={`count-${state}`}>
              <span className={`status status-${state}`}>{HOME_STATE_LABELS[state]}</span> {inState.length}
            </li>
          ))}
        </ul>
      )}
      {groups.map(({ state, offers: inState }) => (
        <section key={state} className="offer-group" aria-labelledby={`state-${storeId}-${state}`}>
          <h3 id={`state-${storeId}-${state}`}>
            {HOME_STATE_LABELS[state]} <span className="muted">({inState.length})</span>
          </h3>
          <ul className="offer-rows">
            {inState.map((ad) => (
              <li key={ad._id} data-testid="owned-offer">
                <span className="offer-row-text">
                  <strong>{ad.title}</strong>
                  <span className="muted small">
                    {formatDay(ad.startDate)} – {formatDay(ad.endDate)}
                  </span>
                  <span className="offer-badges">
                    <OfferBadges ad={ad} />
                  </span>
                </span>
                <span className="offer-row-actions">
                  <EditLink storeId={storeId} ad={ad} />
                  <PosterButton of={{ offer: ad._id }} name={ad.title} />
                  <ViewOnSite ad={ad} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
