// The message list keeps its page in the URL, so a reload or the back button returns to the same page.
import { intParam } from '../../lib/search-params';

interface MessagesSearch {
  page?: number;
}

export function validateMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  return { page: intParam(search.page, 1) };
}
