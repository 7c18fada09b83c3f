// /ml/contactus's texts in Malayalam, its form's from shared-types (the API's too), loaded with its route
// (docs/decisions/047).
import { CONTACT_FORM_ML } from '@offerboard/shared-types/contact-ml';
import { SITE_NAME as SITE } from '../../../lib/site';
import type { ContactMessages } from './en';

export const ml: ContactMessages = {
  heading: 'ബന്ധപ്പെടുക',
  intro: `ഒരു ഓഫറിനെക്കുറിച്ച് സംശയമുണ്ടോ, അല്ലെങ്കിൽ നിങ്ങളുടെ കട ${SITE}-ൽ ചേർക്കണോ? സന്തോഷത്തോടെ സഹായിക്കാം.`,
  address: 'വിലാസം',
  phone: 'ഫോൺ',
  hours: 'പ്രവർത്തന സമയം',
  weekdays: 'തിങ്കൾ മുതൽ ശനി വരെ രാവിലെ 10 മുതൽ വൈകിട്ട് 5 വരെ',
  sunday: 'ഞായർ അവധി',
  write: 'ഞങ്ങൾക്ക് സന്ദേശം അയയ്ക്കുക',
  sent: 'സന്ദേശം അയച്ചു! ഞങ്ങൾക്ക് എഴുതിയതിന് നന്ദി.',
  map: `${SITE} ഓഫീസ് മാപ്പിൽ`,
  form: CONTACT_FORM_ML,
};
