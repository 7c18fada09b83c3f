import { createLazyRoute } from '@tanstack/react-router';
import { OffersPage } from '../features/offers/components/offers-page';

export const offersLazyRoute = createLazyRoute('/offers')({ component: OffersPage });
