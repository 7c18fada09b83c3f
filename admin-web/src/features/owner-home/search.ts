// The owner's home keeps the store it shows in the URL (an owner of several stores picks one), so a reload stays on it.
import { textParam } from '../../lib/search-params';

export interface OwnerHomeSearch {
  store?: string;
}

export function parseOwnerHomeSearch(search: Record<string, unknown>): OwnerHomeSearch {
  return { store: textParam(search.store) };
}
