import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { Island } from '../components/island';
import { OfferDetailsPage } from '../features/offer-details/components/offer-details-page';

const route = getRouteApi('/offerdetails/$id');

export const offerDetailsLazyRoute = createLazyRoute('/offerdetails/$id')({
  component: () => (
    <Island name="offer" className="offer-island">
      <OfferDetailsPage id={route.useParams().id} />
    </Island>
  ),
});
