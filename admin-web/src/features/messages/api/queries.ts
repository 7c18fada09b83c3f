// Contact messages' reads and their query keys: a page of the list (unread first) and the menu's unread count.
import type { ApiQuery } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQueries } from '../../../lib/list-queries';
import type { MessageList } from './messages';

type MessageQuery = ApiQuery<'/backendapi/api/contact/messages'>;

const messages = listQueries(
  'messages',
  (query: MessageQuery) => api.get('contact/messages', { searchParams: { ...query } }).json<MessageList>(),
  { paged: true },
);

export const messageKeys = messages.keys;
export const messagesQuery = messages.query;

/** The smallest page, read for its unread count (the menu's badge). */
export const unreadCountQuery = messagesQuery({ page: 1, limit: 1 });
