// POST /contact/submit: the message, plus the honeypot field bots fill in.
import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';

/** Where the form posts while its script is not running (no JavaScript, or before the page has taken over). */
export const CONTACT_SUBMIT_URL = '/backendapi/api/contact/submit';

type Body = ApiBody<'/backendapi/api/contact/submit', 'post'>;

export function submitContact(body: Body) {
  return api.post('contact/submit', { json: body }).json<ApiResponse<'/backendapi/api/contact/submit', 'post'>>();
}
