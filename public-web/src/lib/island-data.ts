// The data a page served as islands hydrates with (docs/decisions/020): each query's key and data as the page was
// rendered with them, written into the page as JSON and read into the islands' cache before they hydrate.
import type { QueryClient } from '@tanstack/react-query';

export const ISLAND_DATA_ID = 'island-data';

/** The React roots of pages served as islands, each a prerendered element marked `data-island` (components/island). */
export type IslandName = 'header' | 'home' | 'offer' | 'offers';

export const islandSelector = (name: IslandName) => `[data-island="${name}"]`;

export type IslandData = Array<[readonly unknown[], unknown]>;

/** The cache's loaded queries as JSON, with `<` escaped so no text in the data can end the script holding it. */
export function islandDataJson(queryClient: QueryClient): string {
  const data: IslandData = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data]);
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
