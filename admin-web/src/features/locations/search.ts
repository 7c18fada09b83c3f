// The Locations list keeps its search, district and page in the URL, so a reload, the back button or a shared link
// shows the same rows.
import { intParam, textParam } from '../../lib/search-params';

interface LocationSearch {
  search?: string;
  district?: string;
  page?: number;
}

export function parseLocationSearch(search: Record<string, unknown>): LocationSearch {
  return {
    search: textParam(search.search),
    district: textParam(search.district),
    page: intParam(search.page, 1),
  };
}
