// The Offer Types list keeps its search and page in the URL, so a reload, the back button or a shared link shows the
// same rows.
import { intParam, textParam } from '../../lib/search-params';

interface OfferTypeSearch {
  search?: string;
  page?: number;
}

export function parseOfferTypeSearch(search: Record<string, unknown>): OfferTypeSearch {
  return { search: textParam(search.search), page: intParam(search.page, 1) };
}
