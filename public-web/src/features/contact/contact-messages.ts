// /contactus's own texts and its form's, in the page's language, loaded with its lazy route (docs/decisions/047).
import { pageMessages } from '../../lib/i18n/page-messages';
import type { ContactMessages } from './messages/en';

export const contactMessages = pageMessages<ContactMessages>({
  en: () => import('./messages/en').then((module) => module.en),
  ml: () => import('./messages/ml').then((module) => module.ml),
});
