// "Sort by" on /offers (Newest, Ending soon, Nearest) and what Nearest says while it waits for, or cannot get, the
// visitor's position.
import { useEffect, useRef } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import type { OfferSort } from '../offer-search';
import type { PositionState } from '../use-position';

interface Props {
  sort: OfferSort;
  onChange: (sort: OfferSort) => void;
}

/**
 * Runs as the prerendered /offers is parsed (it was rendered for the default order): a link's sort shows in the
 * select from the first paint, not only once the app has started on a slow phone.
 */
const SORT_FROM_URL =
  "(function(s){var v=new URLSearchParams(location.search).get('sort');" +
  'for(var i=0;i<s.options.length;i++)if(s.options[i].value===v)s.value=v})(document.currentScript.previousElementSibling)';

/**
 * Uncontrolled, so a choice made before the page has hydrated is not reset by hydration but reaches onChange when
 * React replays it; a later change of the URL's sort (Back, a link) is written to it, keeping the focus where it is.
 */
export function SortControl({ sort, onChange }: Props) {
  const m = useMessages();
  const select = useRef<HTMLSelectElement>(null);
  const shown = useRef(sort);
  useEffect(() => {
    if (shown.current === sort) return;
    shown.current = sort;
    if (select.current) select.current.value = sort;
  }, [sort]);
  return (
    <label className="sort-control">
      <span>{m.listing.sortBy}</span>
      <select ref={select} defaultValue={sort} onChange={(event) => onChange(event.target.value as OfferSort)}>
        {Object.entries(m.listing.sort).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, no data in it */}
      <script id="offers-sort-from-url" dangerouslySetInnerHTML={{ __html: SORT_FROM_URL }} />
    </label>
  );
}

/** A polite line about the position Nearest needs; nothing once it is known. */
export function PositionNote({ state, onLocate }: { state: PositionState; onLocate: () => void }) {
  const { position } = useMessages().listing;
  if (state.status === 'locating') {
    return (
      <p className="position-note" role="status">
        {position.locating}
      </p>
    );
  }
  if (state.status === 'needs-permission') {
    return (
      <div className="position-note" role="status">
        <p>{position.needed}</p>
        <button type="button" className="button primary" onClick={onLocate}>
          {position.useMine}
        </button>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="position-note" role="status" data-testid="position-failed">
        {position[state.reason]}
      </p>
    );
  }
  return null;
}
