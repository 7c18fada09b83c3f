import { createLazyRoute } from '@tanstack/react-router';
import { OffersPage, OffersPathPage } from '../features/offers/components/offers-page';

export const offersLazyRoute = createLazyRoute('/offers')({ component: OffersPage });
export const offersPageLazyRoute = createLazyRoute('/offers/page/$page')({ component: OffersPathPage });
