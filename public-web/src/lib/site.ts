// Fixed contact details of the operators (spec section 2: the address, phone and map are fixed values).
import { SITE_NAME } from '@offerboard/shared-types/site';

export { BRAND_COLOUR, SITE_NAME } from '@offerboard/shared-types/site';
export const OPERATOR_PHONE = '9876543210';
export const OPERATOR_ADDRESS = 'MG Road, Ernakulam, Kochi, Kerala 682016';
export const MAP_EMBED_URL = 'https://www.google.com/maps?q=MG+Road+Ernakulam+Kochi&output=embed';
/** The operator's social pages, shown as footer icons; an empty address hides its icon. */
export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/offerboard.in',
  instagram: 'https://www.instagram.com/offerboard.in',
  x: '',
} as const;
export const WHATSAPP_GREETING = `Hi! I'd like to know more about the offers on ${SITE_NAME}.`;

/** wa.me needs the country code: a bare 10-digit Indian number gets 91 in front. */
export function whatsappLink(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}?text=${encodeURIComponent(text)}`;
}

export function telLink(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `tel:+91${digits}`;
}
