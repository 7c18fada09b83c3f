// The contact form sent by a browser without JavaScript (docs/decisions/030): its urlencoded body, a 303 to the page
// saying it was sent, and a small page in place of the JSON error that says what was wrong and keeps what was typed.
import { CONTACT_ANSWERS, CONTACT_FORM } from '@offerboard/shared-types/contact-en';
import { CONTACT_ANSWERS_ML, CONTACT_FORM_ML } from '@offerboard/shared-types/contact-ml';
import {
  CONTACT_FIELDS,
  CONTACT_INPUT_TYPES,
  CONTACT_SERVICES,
  type ContactAnswerTexts,
  type ContactFormTexts,
  contactFieldError,
  MAX_CONTACT_MESSAGE,
} from '@offerboard/shared-types/rules';
import { BRAND_COLOUR } from '@offerboard/shared-types/site';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { escapeHtml } from '../../lib/html.js';
import { STORED_TEXT_CONTROL } from '../../lib/validation.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** Where a sent form lands: the contact page, whose note with this id shows when it is the target. */
export const SENT_PAGE = '/contactus#sent';
const CONTACT_PAGE = '/contactus';

/** The form's language, from its `lang` query: Malayalam for the Malayalam site's form, else English. */
type FormLanguage = string | undefined;
const isMalayalam = (lang: FormLanguage) => lang === 'ml';

/** The form's words in its language (docs/decisions/047). */
export function formTexts(lang: FormLanguage): ContactFormTexts {
  return isMalayalam(lang) ? CONTACT_FORM_ML : CONTACT_FORM;
}

/** What only the API says, in the form's language. */
export function answerTexts(lang: FormLanguage): ContactAnswerTexts {
  return isMalayalam(lang) ? CONTACT_ANSWERS_ML : CONTACT_ANSWERS;
}

/** A site address in the form's language: the Malayalam site's under /ml/. */
const pageIn = (lang: FormLanguage, path: string) => (isMalayalam(lang) ? `/ml${path}` : path);

/**
 * Takes urlencoded bodies on this plugin's routes only. A repeated field becomes a list, which the body schema refuses
 * as it refuses one in JSON; the CR LF a browser sends for each line break is read back as the LF the page had.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    const fields = new Map<string, string | string[]>();
    for (const [key, raw] of new URLSearchParams(String(body))) {
      const value = raw.replaceAll('\r\n', '\n');
      const earlier = fields.get(key);
      fields.set(key, earlier === undefined ? value : [earlier, value].flat());
    }
    done(null, Object.fromEntries(fields));
  });
}

/** A browser's form post, as opposed to a script's JSON call (the site's, the original client's). */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === FORM_TYPE;
}

export function sentFormAnswer(reply: FastifyReply, lang: FormLanguage): FastifyReply {
  return reply.redirect(pageIn(lang, SENT_PAGE), 303);
}

type Typed = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;

const CONTROL_CHARACTERS = new RegExp(STORED_TEXT_CONTROL.source, 'g');

/** What the visitor typed, as far as it is text (an over-long or malformed body may have none), minus control characters. */
function typedFields(body: unknown): Typed {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '') : '');
  return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(fields[name])])) as Typed;
}

const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'";
const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1c2321;background:#f6f8f7;line-height:1.5}' +
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem}' +
  '.problem{padding:.75rem 1rem;border-left:4px solid #b42318;background:#fff;font-weight:600}' +
  'form{display:grid;gap:.75rem}.field{display:grid;gap:.25rem}label{font-weight:600}' +
  'input,select,textarea{font:inherit;min-height:44px;padding:.5rem;border:1px solid #d9e0dd;border-radius:8px}' +
  '[aria-invalid="true"]{border-color:#b42318}.field-error{margin:0;color:#b42318}' +
  `button{font:inherit;font-weight:700;min-height:44px;border:0;border-radius:8px;background:${BRAND_COLOUR};color:#fff}` +
  `a{color:${BRAND_COLOUR}}`;

/**
 * The page a refused form post gets, in the form's language: the answer's message, then the form again (posting to
 * `action`) as typed.
 */
function formProblemPage(message: string, body: unknown, action: string, lang: FormLanguage): string {
  const typed = typedFields(body);
  const texts = formTexts(lang);
  const { notSent } = answerTexts(lang);
  // As on the site's form: a label for each control, its problem below it and named by it.
  const field = (name: keyof Typed, control: (attributes: string) => string) => {
    const problem = contactFieldError(name, typed[name], texts);
    const id = `contact-${name}`;
    const invalid = problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    const note = problem ? `<p class="field-error" id="${id}-error">${escapeHtml(problem)}</p>` : '';
    const label = texts.labels[name];
    return `<div class="field"><label for="${id}">${label}</label>${control(`id="${id}" name="${name}"${invalid}`)}${note}</div>`;
  };
  const input = (name: keyof typeof CONTACT_INPUT_TYPES) =>
    field(
      name,
      (attributes) =>
        `<input type="${CONTACT_INPUT_TYPES[name]}" value="${escapeHtml(typed[name] ?? '')}" ${attributes}>`,
    );
  const options = CONTACT_SERVICES.map(
    (value) =>
      `<option value="${value}"${typed.service === value ? ' selected' : ''}>${texts.services[value]}</option>`,
  ).join('');
  const formAction = isMalayalam(lang) ? `${action}?lang=ml` : action;
  return [
    // Its own policy, as every page of the site has (docs/decisions/022): it runs no script at all.
    `<!DOCTYPE html><html lang="${isMalayalam(lang) ? 'ml-IN' : 'en-IN'}"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${notSent.title}</title><style>${STYLE}</style></head><body><main>`,
    `<h1>${notSent.heading}</h1><p class="problem" role="alert">${escapeHtml(message)}</p>`,
    `<form method="post" action="${escapeHtml(formAction)}" aria-label="${texts.name}">`,
    input('name'),
    input('email'),
    input('phone'),
    field(
      'service',
      (attributes) => `<select ${attributes}><option value="">${texts.noService}</option>${options}</select>`,
    ),
    field(
      'message',
      // The line break after the tag keeps a message's own leading one, which HTML drops from a textarea.
      (attributes) =>
        `<textarea rows="8" maxlength="${MAX_CONTACT_MESSAGE}" ${attributes}>\n${escapeHtml(typed.message ?? '')}</textarea>`,
    ),
    `<button type="submit">${texts.send}</button></form>`,
    `<p><a href="${pageIn(lang, CONTACT_PAGE)}">${notSent.back}</a></p></main></body></html>`,
  ].join('');
}

/** The `{ message }` of a JSON error answer; a hook must not throw, whatever it was given. */
function messageOf(payload: string): string {
  try {
    const { message } = JSON.parse(payload) as { message?: unknown };
    if (typeof message === 'string') return message;
  } catch {
    // Not JSON: the general wording below.
  }
  return CONTACT_ANSWERS.notSent.message;
}

/**
 * What the page says was wrong. In English the JSON answer's message; in Malayalam the answers the route words itself
 * (a field's problem, the limit) are in Malayalam already, and any other (a schema's, an over-large body) becomes the
 * first field's problem, or the general wording.
 */
function pageMessage(payload: string, status: number, body: unknown, lang: FormLanguage): string {
  if (!isMalayalam(lang) || status === 429) return messageOf(payload);
  const typed = typedFields(body);
  const problems = CONTACT_FIELDS.map((name) => contactFieldError(name, typed[name], CONTACT_FORM_ML));
  return problems.find((problem) => problem !== undefined) ?? CONTACT_ANSWERS_ML.notSent.message;
}

/** A refused form post's JSON `{ message }` (the error handler's, the rate limit's) becomes its page, same status. */
export const formProblemAnswer: onSendHookHandler = (request, reply, payload, done) => {
  if (!isFormPost(request) || reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  const language = typeof lang === 'string' ? lang : undefined;
  const message = pageMessage(payload, reply.statusCode, request.body, language);
  done(null, formProblemPage(message, request.body, request.routeOptions.url ?? request.url, language));
};
