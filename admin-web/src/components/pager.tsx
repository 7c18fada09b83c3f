// First/previous/next/last paging with 'Page X of Y'; optionally up to five numbered buttons around the page.
import { useEffect } from 'react';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  numbered?: boolean;
}

function windowOf(page: number, totalPages: number): number[] {
  const start = Math.max(1, Math.min(page - 2, totalPages - 4));
  return Array.from({ length: Math.min(5, totalPages) }, (_, index) => start + index);
}

export function Pager({ page, totalPages, onPage, numbered }: PagerProps) {
  const last = Math.max(1, totalPages);
  return (
    <nav className="pager" aria-label="Pagination">
      {!numbered && (
        <button type="button" className="button" onClick={() => onPage(1)} disabled={page <= 1} aria-label="First page">
          «
        </button>
      )}
      <button
        type="button"
        className="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        ‹
      </button>
      {numbered ? (
        windowOf(page, last).map((n) => (
          <button
            type="button"
            key={n}
            className={n === page ? 'button button-primary' : 'button'}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ))
      ) : (
        <span className="pager-text">
          Page {page} of {last}
        </span>
      )}
      <button
        type="button"
        className="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= last}
        aria-label="Next page"
      >
        ›
      </button>
      {!numbered && (
        <button
          type="button"
          className="button"
          onClick={() => onPage(last)}
          disabled={page >= last}
          aria-label="Last page"
        >
          »
        </button>
      )}
    </nav>
  );
}

/** Steps back when the current page no longer exists (its last row was deleted). */
export function useClampedPage(page: number, totalPages: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
