// /contactus's texts in English, its form's from shared-types (the API's too), loaded with its route
// (docs/decisions/047): the shape the other languages follow.
import { CONTACT_FORM } from '@offerboard/shared-types/contact-en';
import type { Catalogue } from '../../../lib/i18n/en';
import { SITE_NAME as SITE } from '../../../lib/site';

export const en = {
  heading: 'Contact Us',
  intro: `Questions about an offer, or want your shop on ${SITE}? We are happy to help.`,
  address: 'Address',
  phone: 'Phone',
  hours: 'Opening hours',
  weekdays: 'Mon to Sat 10:00am-5:00pm',
  sunday: 'Sunday closed',
  write: 'Send us a message',
  sent: 'Message sent successfully! Thank you for writing to us.',
  map: `${SITE} office on the map`,
  form: CONTACT_FORM,
};

export type ContactMessages = Catalogue<typeof en>;
