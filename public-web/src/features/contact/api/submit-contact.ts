// POST /contact/submit: the message, plus the honeypot field bots fill in.
import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';

type Body = ApiBody<'/backendapi/api/contact/submit', 'post'>;

export function submitContact(body: Body) {
  return api.post('contact/submit', { json: body }).json<ApiResponse<'/backendapi/api/contact/submit', 'post'>>();
}
