// Writes to contact messages: marking one read and deleting one.
import type { ApiQuery } from '@offerboard/shared-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refresh } from '../../../lib/query-client';
import { type ContactMessage, deleteMessage, markRead } from './messages';
import { messagesQuery, unreadCountQuery } from './queries';

/**
 * Marks it read where it stands: the open page is updated in place (rows must not move under the pointer, which a
 * refetch would do, unread first); only the menu's unread count is asked again.
 */
export function useMarkMessageRead(page: ApiQuery<'/backendapi/api/contact/messages'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ContactMessage) => markRead(message._id),
    onSuccess: (_read, message) => {
      queryClient.setQueryData(messagesQuery(page).queryKey, (current) =>
        current
          ? {
              ...current,
              unreadCount: Math.max(0, current.unreadCount - 1),
              data: current.data.map((row) => (row._id === message._id ? { ...row, read: true } : row)),
            }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey, exact: true });
    },
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => refresh(queryClient, 'messages'),
  });
}
