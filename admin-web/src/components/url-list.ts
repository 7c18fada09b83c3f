// A list screen's filters and page as its URL keeps them (the route's validateSearch reads them back).
import { type LinkProps, useNavigate } from '@tanstack/react-router';
import { compact } from '../lib/search-params';
import { activeChips } from './filter-chips';

type Filters = Record<string, string | undefined>;

/**
 * Every change replaces the history entry of `path`, so Back leaves the list as it was last seen. A filter change goes
 * back to page 1; each filter that is on shows as a chip that clears it.
 */
export function useUrlList<F extends Filters>(
  path: NonNullable<LinkProps['to']>,
  filters: F,
  page: number | undefined,
) {
  const navigate = useNavigate();
  const show = (search: Partial<F> & { page?: number }) => navigate({ to: path, search, replace: true });
  const update = (changes: Partial<F>, nextPage?: number) => show(compact({ ...filters, ...changes, page: nextPage }));
  return {
    filters,
    page: page ?? 1,
    update,
    setPage: (next: number) => update({}, next),
    clearAll: () => show({}),
    /** The chips of the filters whose label is set, in the order given; removing one clears that filter. */
    chips: (labels: { [K in keyof F]?: string }) =>
      activeChips(labels, (key) => update({ [key]: undefined } as Partial<F>)),
  };
}

export type UrlList<F extends Filters> = ReturnType<typeof useUrlList<F>>;
