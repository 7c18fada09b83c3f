// The listing's app (/offers, /offers/page/N), started by entry-client instead of the routed app (docs/decisions/048):
// the header's menu and the listing (filters, search with suggestions, sort and Nearest, the hearts and Copy buttons,
// pagination), hydrated without the router. Its filters, sort and pages change the address with the history API and
// re-render the listing, Back and Forward too; every other link is a page load.
import { useEffect } from 'react';
import { Header } from './components/header';
import { useNavigation } from './components/navigation';
import { OffersView } from './features/offers/components/offers-page';
import { isListingPath, listingTitle } from './features/offers/offer-search';
import { hydrateIslands } from './islands';
import { useLocale, useMessages } from './lib/i18n/messages';
import { historyViews } from './lib/page-history';

/** The tab's title follows the view's page (/offers/page/N has its own), as the router's head tags do. */
function ListingTitle() {
  const path = useNavigation().usePath();
  const m = useMessages();
  const locale = useLocale();
  useEffect(() => {
    document.title = listingTitle(path, m, locale);
  }, [path, m, locale]);
  return null;
}

hydrateIslands(
  [
    ['header', () => <Header />],
    [
      'offers',
      () => (
        <>
          <ListingTitle />
          <OffersView />
        </>
      ),
    ],
  ],
  window.location.pathname,
  historyViews(window.location.pathname, isListingPath),
);
