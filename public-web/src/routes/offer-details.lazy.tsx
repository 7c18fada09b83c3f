import { createLazyRoute } from '@tanstack/react-router';
import { OfferDetailsPage } from '../features/offer-details/components/offer-details-page';

export const offerDetailsLazyRoute = createLazyRoute('/offerdetails/$id')({ component: OfferDetailsPage });
