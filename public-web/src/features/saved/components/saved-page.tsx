// /saved: the offers this browser saved with the heart. The page is the same static shell for everyone; the list
// is read from localStorage after hydration and fetched by id. Live offers show as cards (the heart removes them);
// ended or deleted ones are listed as no longer available, each with a Remove button.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OfferGrid } from '../../../components/offers/offer-grid';
import { errorMessage } from '../../../lib/api';
import { formatDay } from '../../../lib/dates';
import type { Messages } from '../../../lib/i18n/en';
import { type Locale, localizedPath } from '../../../lib/i18n/locale';
import { formatNumber, useLocale, useMessages } from '../../../lib/i18n/messages';
import { offerInLocale } from '../../../lib/i18n/twins';
import type { Offer } from '../../../lib/offer-queries';
import { hasEnded, offerTitle } from '../../../lib/offers';
import { removeSaved, useSavedIds } from '../../../lib/saved-offers';
import { savedOffersQueryOptions } from '../api/saved-queries';

interface Gone {
  id: string;
  offer?: Offer;
}

/** Without JavaScript the list can never load: say so instead of "Loading..." for ever. */
const noscriptNote = (m: Messages, t: Messages['saved'], locale: Locale) =>
  `<style>.saved-loading{display:none}</style><div class="empty-state" role="note"><p>${t.noScript}</p>` +
  `<a class="button primary" href="${localizedPath('/offers', locale)}">${m.browseOffers}</a></div>`;

export function SavedPage() {
  const { ids, ready } = useSavedIds();
  const { data, isPending, isError, error } = useQuery(savedOffersQueryOptions(ids));
  const m = useMessages();
  const t = m.saved;
  const locale = useLocale();

  return (
    <div className="container section">
      <h1>{t.heading}</h1>
      <p className="muted">{t.intro}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed note of the catalogue, no data in it */}
      <noscript dangerouslySetInnerHTML={{ __html: noscriptNote(m, t, locale) }} />
      <div aria-busy={!ready || (ids.length > 0 && isPending)} data-testid="saved-results">
        {!ready || (ids.length > 0 && isPending) ? (
          <p className="muted saved-loading" role="status">
            {t.loading}
          </p>
        ) : ids.length === 0 ? (
          <div className="empty-state">
            <p>{t.none}</p>
            <Link to="/offers" className="button primary">
              {m.browseOffers}
            </Link>
          </div>
        ) : isError ? (
          <p className="error-text">{errorMessage(error, m.offersFailed)}</p>
        ) : (
          <SavedLists ids={ids} offers={data ?? []} />
        )}
      </div>
    </div>
  );
}

function SavedLists({ ids, offers }: { ids: string[]; offers: Offer[] }) {
  const m = useMessages();
  const t = m.saved;
  const locale = useLocale();
  const byId = new Map(offers.map((offer) => [offer._id, offerInLocale(offer, locale)]));
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
        {t.stillOn(formatNumber(live.length, locale), live.length === 1)}
      </p>
      {live.length > 0 && (
        <OfferGrid offers={live} copiedMessage={m.card.linkCopied} copyFailedMessage={m.card.copyFailed} />
      )}
      {gone.length > 0 && (
        <section className="saved-gone" aria-labelledby="saved-gone-title">
          <h2 id="saved-gone-title">{t.gone}</h2>
          <ul>
            {gone.map(({ id, offer }) => (
              <li key={id} className="saved-gone-item" data-testid="saved-gone">
                <div>
                  <p className="offer-title">{offer ? offerTitle(offer) : t.removedOffer}</p>
                  <p className="muted">
                    {offer
                      ? t.expiredOn(offer.storeName, formatDay(offer.endDate, locale, m.dateNotAvailable))
                      : t.notListed}
                  </p>
                </div>
                <button
                  type="button"
                  className="button ghost"
                  onClick={() => removeSaved(id)}
                  aria-label={t.removeLabel(offer ? offerTitle(offer) : t.theRemovedOffer)}
                >
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
