// Contact messages' reads: a page of the list (unread first) and the menu's unread count.
import type { ApiQuery } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';
import type { MessageList } from './messages';

type MessageQuery = ApiQuery<'/backendapi/api/contact/messages'>;

export const messagesQuery = listQuery(
  queryKeys.messages,
  (query: MessageQuery) => api.get('contact/messages', { searchParams: { ...query } }).json<MessageList>(),
  { paged: true },
);

/** The smallest page, read for its unread count (the menu's badge). */
export const unreadCountQuery = messagesQuery({ page: 1, limit: 1 });
