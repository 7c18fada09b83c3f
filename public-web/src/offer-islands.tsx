// An offer page's app, started by entry-client instead of the routed app (docs/decisions/041): the header's menu and
// the offer (gallery, heart, WhatsApp, Call and Share, the expiry badge, More Offers), hydrated without the router.
import { Header } from './components/header';
import { OfferDetailsPage } from './features/offer-details/components/offer-details-page';
import { hydrateIslands } from './islands';
import { basePath } from './lib/i18n/locale';

/** The offer's id in `/offerdetails/{id}`, as the router reads it (the query key of the page's data). */
const id = decodeURIComponent(basePath(window.location.pathname).split('/')[2] ?? '');

hydrateIslands(
  [
    ['header', () => <Header />],
    ['offer', () => <OfferDetailsPage id={id} />],
  ],
  window.location.pathname,
);
