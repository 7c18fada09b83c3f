// Contact messages visitors sent from the public site: list (unread first), open, mark read, delete.
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type MessageList = ApiResponse<'/backendapi/api/contact/messages'>;
export type ContactMessage = MessageList['data'][number];
type MessageQuery = ApiQuery<'/backendapi/api/contact/messages'>;

export const messageKeys = {
  all: ['messages'] as const,
  list: (query: MessageQuery) => ['messages', 'list', query] as const,
};

export const messagesQuery = (query: MessageQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: () => api.get('contact/messages', { searchParams: { ...query } }).json<MessageList>(),
    placeholderData: (previous) => previous,
  });

export function markRead(id: string) {
  return api.put(`contact/messages/${id}/read`).json<ContactMessage>();
}

export function deleteMessage(id: string) {
  return api.delete(`contact/messages/${id}`).json<{ message: string }>();
}

/** The smallest page, read for its unread count (the menu's badge). */
export const unreadCountQuery = messagesQuery({ page: 1, limit: 1 });
