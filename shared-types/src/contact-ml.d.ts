import type { ContactAnswerTexts, ContactFormTexts } from './rules.js';

/** The contact form's words in Malayalam (docs/decisions/047). */
export declare const CONTACT_FORM_ML: ContactFormTexts;
/** What only the API says, in Malayalam. */
export declare const CONTACT_ANSWERS_ML: ContactAnswerTexts;
