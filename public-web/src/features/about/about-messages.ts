// /aboutus's own texts, in the page's language, loaded with its lazy route (docs/decisions/047).
import { pageMessages } from '../../lib/i18n/page-messages';
import type { AboutMessages } from './messages/en';

export const aboutMessages = pageMessages<AboutMessages>({
  en: () => import('./messages/en').then((module) => module.en),
  ml: () => import('./messages/ml').then((module) => module.ml),
});
