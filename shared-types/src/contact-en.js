// @ts-check
// The contact form's words in English, the spec's (docs/decisions/030, 047): plain JavaScript like rules.js, checked
// against ContactFormTexts by `npm run typecheck`.
import { CONTACT_PHONE_MESSAGE } from './phone.js';
import { EMAIL_MESSAGE, waitText } from './rules.js';

/**
 * The contact form's words in English (the spec's), for the site's form and the API's answers and its page for a
 * browser without JavaScript (docs/decisions/030) alike: each field's label, the service list's empty choice and its
 * services, the form's name and its button, each field's problem, and what the visitor is told after sending. Other
 * languages' have the same shape (contact-ml.js; docs/decisions/047). A module of its own, so that a browser bundle
 * holding the rules (rules.js) never holds these words: only the English contact page's chunk does.
 * @type {import('./rules.js').ContactFormTexts}
 */
export const CONTACT_FORM = {
  labels: { name: 'Name', email: 'Email', phone: 'Phone', service: 'Service', message: 'Message' },
  noService: 'Select a service',
  services: {
    myshop: 'Advertise my shop',
    enquire: 'Enquire About An Offer',
    complaint: 'Complaint About An Offer',
  },
  name: 'Send us a message',
  send: 'SEND MESSAGE',
  sending: 'SENDING MESSAGE...',
  honeypot: 'Website',
  errors: {
    name: 'Please enter your name',
    email: 'Please enter your email',
    emailInvalid: EMAIL_MESSAGE,
    phone: 'Please enter your phone number',
    phoneInvalid: CONTACT_PHONE_MESSAGE,
    service: 'Please select a service',
    message: 'Please enter your message',
    messageTooLong: (max, length) =>
      `Please shorten your message to ${max.toLocaleString('en-IN')} characters (it has ${length.toLocaleString('en-IN')})`,
  },
  sent: 'Message sent successfully!',
  failed: 'Failed to send message',
};

/**
 * What only the API says (the limit of sent messages, the page a form refused without JavaScript gets): apart, so a
 * browser bundle holding the form's words goes without them.
 * @type {import('./rules.js').ContactAnswerTexts}
 */
export const CONTACT_ANSWERS = {
  tooMany: (max, seconds) =>
    `You have sent ${max} messages in the last 10 minutes. Please try again in ${waitText(seconds)}.`,
  notSent: {
    title: 'Message not sent',
    heading: 'Your message was not sent',
    message: 'Your message could not be sent. Please try again.',
    back: 'Back to Contact Us',
  },
};

/** How the admin's inbox names each service: the English form's words. */
export const CONTACT_SERVICE_LABELS = CONTACT_FORM.services;
