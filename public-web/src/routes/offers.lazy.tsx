import { createLazyRoute } from '@tanstack/react-router';
import { Island } from '../components/island';
import { OffersView } from '../features/offers/components/offers-page';

/** The listing and its pages, in the island the listing's islands hydrate (docs/decisions/048). */
const OffersIsland = () => (
  <Island name="offers" className="container section">
    <OffersView />
  </Island>
);

export const offersLazyRoute = createLazyRoute('/offers')({ component: OffersIsland });
export const offersPageLazyRoute = createLazyRoute('/offers/page/$page')({ component: OffersIsland });
