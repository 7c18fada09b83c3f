// /contactus's texts in English, its form's from shared-types (the API's too), loaded with that page only
// (docs/decisions/047).

import { CONTACT_FORM } from '@offerboard/shared-types/contact-en';
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';

export const contact = {
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
  /** The page's head tags: its tab title, description and share texts. */
  head: {
    title: `Contact ${SITE}`,
    description: `Write to the ${SITE} team, call us or visit our office in Kochi. Open Mon to Sat 10:00am-5:00pm.`,
  },
};
