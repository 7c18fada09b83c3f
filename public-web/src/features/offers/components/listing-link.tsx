// A link to a view of /offers: pages 2 and later of the plain listing are their own prerendered addresses
// (/offers/page/N, which work without JavaScript); every other view is /offers with its search in the query. Through
// the navigation context: the router's links in the routed app, the history API in the listing's islands
// (docs/decisions/048).
import { type ComponentProps, useCallback } from 'react';
import { SiteLink, useNavigation } from '../../../components/navigation';
import { isPlainListing, type OfferSearch } from '../offer-search';

type AnchorProps = Omit<ComponentProps<'a'>, 'href' | 'ref'>;

/** The address of a view: its path, and its query unless the path says it all (pages 2 and later of the plain listing). */
function viewAddress(search: OfferSearch): { to: string; search: OfferSearch } {
  return search.page && isPlainListing(search)
    ? { to: `/offers/page/${search.page}`, search: {} }
    : { to: '/offers', search };
}

/** Marked as the current page only on its own address and query: /offers is not page 1 of /offers/page/3. */
export function ListingLink({ search, ...props }: AnchorProps & { search: OfferSearch }) {
  return <SiteLink {...props} {...viewAddress(search)} activeExact />;
}

/** Navigates to a view of /offers, at the address ListingLink would link to. */
export function useListingNavigate() {
  const { navigate } = useNavigation();
  return useCallback(
    (search: OfferSearch, options: { replace?: boolean } = {}) => {
      const view = viewAddress(search);
      return navigate(view.to, view.search, options);
    },
    [navigate],
  );
}
