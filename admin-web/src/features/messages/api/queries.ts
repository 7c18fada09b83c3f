// Contact messages' reads and their query keys: a page of the list (unread first) and the menu's unread count.
import type { ApiQuery } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MessageList } from './messages';

type MessageQuery = ApiQuery<'/backendapi/api/contact/messages'>;

export const messageKeys = {
  all: ['messages'] as const,
  list: (query: MessageQuery) => [...messageKeys.all, 'list', query] as const,
};

export const messagesQuery = (query: MessageQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: () => api.get('contact/messages', { searchParams: { ...query } }).json<MessageList>(),
    placeholderData: (previous) => previous,
  });

/** The smallest page, read for its unread count (the menu's badge). */
export const unreadCountQuery = messagesQuery({ page: 1, limit: 1 });
