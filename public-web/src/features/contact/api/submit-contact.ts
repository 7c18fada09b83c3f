// POST /contact/submit: the message, plus the honeypot field bots fill in; the answers in the page's language.
import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import type { Locale } from '../../../lib/i18n/locale';

const SUBMIT_URL = '/backendapi/api/contact/submit';

/** Where the form posts while its script is not running (no JavaScript, or before the page has taken over). */
export const contactSubmitUrl = (locale: Locale) => (locale === 'ml' ? `${SUBMIT_URL}?lang=ml` : SUBMIT_URL);

type Body = ApiBody<'/backendapi/api/contact/submit', 'post'>;

export function submitContact(body: Body, locale: Locale) {
  return api
    .post('contact/submit', { json: body, searchParams: locale === 'ml' ? { lang: 'ml' } : undefined })
    .json<ApiResponse<'/backendapi/api/contact/submit', 'post'>>();
}
