// A link to a view of /offers: pages 2 and later of the plain listing are their own prerendered addresses
// (/offers/page/N, which work without JavaScript); every other view is /offers with its search in the query.
import { Link, useNavigate } from '@tanstack/react-router';
import { type ComponentProps, useCallback } from 'react';
import { isPlainListing, type OfferSearch } from '../offer-search';

type AnchorProps = Omit<ComponentProps<'a'>, 'href' | 'ref'>;

/** Marked as the current page only on its own address and query: /offers is not page 1 of /offers/page/3. */
const EXACT = { exact: true };

/** The page of the plain listing a search shows at its own address, if it is one (pages 2 and later). */
function pathPage(search: OfferSearch): string | undefined {
  return search.page && isPlainListing(search) ? String(search.page) : undefined;
}

export function ListingLink({ search, ...props }: AnchorProps & { search: OfferSearch }) {
  const page = pathPage(search);
  return page ? (
    <Link to="/offers/page/$page" params={{ page }} activeOptions={EXACT} {...props} />
  ) : (
    <Link to="/offers" search={search} activeOptions={EXACT} {...props} />
  );
}

/** Navigates to a view of /offers, at the address ListingLink would link to. */
export function useListingNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (search: OfferSearch, options: { replace?: boolean } = {}) => {
      const page = pathPage(search);
      return page
        ? navigate({ to: '/offers/page/$page', params: { page }, ...options })
        : navigate({ to: '/offers', search, ...options });
    },
    [navigate],
  );
}
