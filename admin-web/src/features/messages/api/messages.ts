// Contact messages visitors sent from the public site: mark read, delete.
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';

export type MessageList = ApiResponse<'/backendapi/api/contact/messages'>;
export type ContactMessage = MessageList['data'][number];

export function markRead(id: string) {
  return api.put(`contact/messages/${id}/read`).json<ContactMessage>();
}

export function deleteMessage(id: string) {
  return api.delete(`contact/messages/${id}`).json<{ message: string }>();
}
