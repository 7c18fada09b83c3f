// Home 'Latest Offers': the 8 newest offers, 'Showing N of M Offers', 'View All'.
import { useQuery } from '@tanstack/react-query';
import { SiteLink } from '../../../components/navigation';
import { OfferGrid } from '../../../components/offers/offer-grid';
import { latestOffersQueryOptions } from '../../../lib/offer-queries';

export function LatestOffers() {
  const { data, isPending, isError } = useQuery(latestOffersQueryOptions());
  return (
    <section className="container section" aria-labelledby="latest-heading">
      <div className="section-head">
        <div>
          <h2 id="latest-heading">Latest Offers</h2>
          {data && data.data.length > 0 && (
            <p className="muted" data-testid="home-offer-count">
              Showing {data.data.length} of {data.totalAds} Offers
            </p>
          )}
        </div>
        <SiteLink to="/offers" className="button ghost">
          View All
        </SiteLink>
      </div>
      {isPending && <p className="muted">Loading offers...</p>}
      {isError && <p className="error-text">Failed to fetch ads</p>}
      {data && data.data.length === 0 && <p className="muted">No active offers available.</p>}
      {data && data.data.length > 0 && (
        <OfferGrid
          offers={data.data}
          copiedMessage="Offer link copied to clipboard!"
          copyFailedMessage="Failed to copy link. Please try again."
        />
      )}
    </section>
  );
}
