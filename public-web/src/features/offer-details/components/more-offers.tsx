// 'More Offers': other offers of the same category, in a carousel (autoplay 3 s, loops with more than 2).
import { useQuery } from '@tanstack/react-query';
import { IconButton } from '../../../components/icon-button';
import { OfferCard } from '../../../components/offers/offer-card';
import { useCarousel } from '../../../components/use-carousel';
import { useMessages } from '../../../lib/i18n/messages';
import { offerListQueryOptions } from '../../../lib/offer-queries';

/** How many other offers the carousel shows; one more is read, as the list may hold the open offer itself. */
const SHOWN = 12;

export function MoreOffers({ offerId, category }: { offerId: string; category: string }) {
  const { data } = useQuery(offerListQueryOptions({ category, limit: SHOWN + 1 }));
  const m = useMessages();
  const related = data?.data.filter((offer) => offer._id !== offerId).slice(0, SHOWN) ?? [];
  const loop = related.length > 2;
  const carousel = useCarousel({ loop, align: 'start' }, 3000, related.length > 0);
  if (related.length === 0) return null;

  return (
    <section className="section more-offers" aria-labelledby="more-heading">
      <div className="section-head">
        <h2 id="more-heading">{m.offer.more}</h2>
        {loop && (
          <div className="carousel-buttons">
            <IconButton icon="left" label={m.offer.previousOffers} onClick={() => carousel.api?.scrollPrev()} />
            <IconButton icon="right" label={m.offer.nextOffers} onClick={() => carousel.api?.scrollNext()} />
          </div>
        )}
      </div>
      <div className="embla" ref={carousel.ref}>
        <div className="embla-container more-track">
          {related.map((offer) => (
            <div className="more-slide" key={offer._id}>
              <OfferCard offer={offer} copiedMessage={m.card.linkCopied} copyFailedMessage={m.card.copyFailed} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
