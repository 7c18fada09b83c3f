import type { ContactAnswerTexts, ContactFormTexts, ContactService } from './rules.js';

/** The contact form's words in English, the spec's (docs/decisions/047: contact-ml.js has the Malayalam). */
export declare const CONTACT_FORM: ContactFormTexts;
/** What only the API says, in English. */
export declare const CONTACT_ANSWERS: ContactAnswerTexts;
/** How the admin's inbox names each service: the English form's words. */
export declare const CONTACT_SERVICE_LABELS: Readonly<Record<ContactService, string>>;
