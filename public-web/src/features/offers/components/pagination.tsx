// Numbered pagination: previous/next (disabled at the ends) and a sliding window of up to 5 page buttons.
const WINDOW = 5;

export function pageWindow(current: number, total: number): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(WINDOW / 2), total - WINDOW + 1));
  const end = Math.min(total, start + WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

interface Props {
  current: number;
  total: number;
  onChange: (page: number) => void;
}

export function Pagination({ current, total, onChange }: Props) {
  if (total <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      <button type="button" className="button ghost" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        Previous
      </button>
      {pageWindow(current, total).map((page) => (
        <button
          key={page}
          type="button"
          className={`button page${page === current ? ' primary' : ' ghost'}`}
          aria-current={page === current ? 'page' : undefined}
          aria-label={`Page ${page}`}
          onClick={() => onChange(page)}
        >
          {page}
        </button>
      ))}
      <button type="button" className="button ghost" disabled={current >= total} onClick={() => onChange(current + 1)}>
        Next
      </button>
    </nav>
  );
}
