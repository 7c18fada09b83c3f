// Home 'Latest Offers': the 8 newest offers, 'Showing N of M Offers', 'View All'.
import { useQuery } from '@tanstack/react-query';
import { SiteLink } from '../../../components/navigation';
import { OfferGrid } from '../../../components/offers/offer-grid';
import { formatNumber, useLocale, useMessages } from '../../../lib/i18n/messages';
import { latestOffersQueryOptions } from '../../../lib/offer-queries';

export function LatestOffers() {
  const { data, isPending, isError } = useQuery(latestOffersQueryOptions());
  const m = useMessages();
  const locale = useLocale();
  return (
    <section className="container section" aria-labelledby="latest-heading">
      <div className="section-head">
        <div>
          <h2 id="latest-heading">{m.home.latest}</h2>
          {data && data.data.length > 0 && (
            <p className="muted" data-testid="home-offer-count">
              {m.home.showing(formatNumber(data.data.length, locale), formatNumber(data.totalAds, locale))}
            </p>
          )}
        </div>
        <SiteLink to="/offers" className="button ghost">
          {m.home.viewAll}
        </SiteLink>
      </div>
      {isPending && <p className="muted">{m.home.loading}</p>}
      {isError && <p className="error-text">{m.offersFailed}</p>}
      {data && data.data.length === 0 && <p className="muted">{m.home.none}</p>}
      {data && data.data.length > 0 && (
        <OfferGrid offers={data.data} copiedMessage={m.linkCopied} copyFailedMessage={m.copyFailed} />
      )}
    </section>
  );
}
