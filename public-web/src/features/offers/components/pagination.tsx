// Numbered pagination: previous/next (disabled at the ends) and a sliding window of up to 5 pages. Every page is a
// plain link to its URL, so it works before the app has taken over; those of the plain listing (/offers/page/N,
// prerendered) work without JavaScript too.

import type { ReactNode } from 'react';
import { formatNumber, useLocale, useMessages } from '../../../lib/i18n/messages';
import type { OfferSearch } from '../offer-search';
import { ListingLink } from './listing-link';

const WINDOW = 5;

function pageWindow(current: number, total: number): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(WINDOW / 2), total - WINDOW + 1));
  const end = Math.min(total, start + WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

interface PageLinkProps {
  /** The page it leads to; null for a step past either end. */
  page: number | null;
  /** The list's filters and sort, kept on every page's link. */
  search: OfferSearch;
  label: string;
  className: string;
  current?: boolean;
  children: ReactNode;
}

function PageLink({ page, search, label, className, current = false, children }: PageLinkProps) {
  if (page === null) {
    return (
      // Nowhere to go: a disabled button, which needs no script either.
      <button type="button" className={className} disabled aria-label={label}>
        {children}
      </button>
    );
  }
  return (
    <ListingLink
      search={{ ...search, page: page > 1 ? page : undefined }}
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </ListingLink>
  );
}

export function Pagination({ current, total, search }: { current: number; total: number; search: OfferSearch }) {
  const m = useMessages();
  const locale = useLocale();
  if (total <= 1) return null;
  return (
    <nav className="pagination" aria-label={m.listing.pages}>
      <PageLink
        page={current > 1 ? current - 1 : null}
        search={search}
        label={m.listing.previous}
        className="button ghost page-step"
      >
        <span aria-hidden="true">‹</span>
        <span className="page-step-label">{m.listing.previous}</span>
      </PageLink>
      {pageWindow(current, total).map((page) => (
        <PageLink
          key={page}
          page={page}
          search={search}
          label={m.listing.page(formatNumber(page, locale))}
          className={`button page ${page === current ? 'primary' : 'ghost'}`}
          current={page === current}
        >
          {formatNumber(page, locale)}
        </PageLink>
      ))}
      <PageLink
        page={current < total ? current + 1 : null}
        search={search}
        label={m.listing.next}
        className="button ghost page-step"
      >
        <span className="page-step-label">{m.listing.next}</span>
        <span aria-hidden="true">›</span>
      </PageLink>
    </nav>
  );
}
