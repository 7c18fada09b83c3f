// The contact form: labelled fields, each problem shown next to its field (the first wrong one focused),
// 'SENDING MESSAGE...' while busy, cleared on success; the server's answer is a toast. Without its script the browser
// posts the form itself, and the API answers with a page (docs/decisions/030). All in the page's language, the API's
// answers too (docs/decisions/047).
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { formatNumber, useLocale, useMessages } from '../../../lib/i18n/messages';
import { notify } from '../../../lib/notify';
import { contactSubmitUrl, submitContact } from '../api/submit-contact';
import {
  CONTACT_FIELDS,
  CONTACT_INPUT_TYPES,
  CONTACT_SERVICES,
  type ContactErrors,
  type ContactField,
  contactBody,
  contactErrors,
  type ContactForm as Form,
  MAX_CONTACT_MESSAGE,
} from '../contact-rules';

const EMPTY: Form = { name: '', email: '', phone: '', service: '', message: '' };

function FieldError({ field, errors }: { field: ContactField; errors: ContactErrors }) {
  return errors[field] ? (
    <p className="field-error" id={`contact-${field}-error`}>
      {errors[field]}
    </p>
  ) : null;
}

export function ContactForm() {
  const texts = useMessages().contact.form;
  const locale = useLocale();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const field = (name: ContactField) => ({
    name,
    id: `contact-${name}`,
    value: form[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setForm({ ...form, [name]: event.target.value });
      if (errors[name]) setErrors({ ...errors, [name]: undefined });
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = contactErrors(form, texts);
    setErrors(problems);
    const firstWrong = CONTACT_FIELDS.find((name) => problems[name]);
    if (firstWrong) {
      document.getElementById(`contact-${firstWrong}`)?.focus();
      return;
    }
    const website = new FormData(event.currentTarget).get('website');
    setSending(true);
    try {
      const { message } = await submitContact(
        { ...contactBody(form), website: typeof website === 'string' ? website : '' },
        locale,
      );
      notify('success', message || texts.sent);
      setForm(EMPTY);
    } catch (error) {
      notify('error', errorMessage(error, texts.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="contact-form"
      action={contactSubmitUrl(locale)}
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={texts.name}
    >
      <div className="field">
        <label htmlFor="contact-name">{texts.labels.name}</label>
        <input {...field('name')} type={CONTACT_INPUT_TYPES.name} autoComplete="name" />
        <FieldError field="name" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="contact-email">{texts.labels.email}</label>
        <input {...field('email')} type={CONTACT_INPUT_TYPES.email} autoComplete="email" />
        <FieldError field="email" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="contact-phone">{texts.labels.phone}</label>
        <input
          {...field('phone')}
          type={CONTACT_INPUT_TYPES.phone}
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
        />
        <FieldError field="phone" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="contact-service">{texts.labels.service}</label>
        <select {...field('service')}>
          <option value="">{texts.noService}</option>
          {CONTACT_SERVICES.map((service) => (
            <option key={service} value={service}>
              {texts.services[service]}
            </option>
          ))}
        </select>
        <FieldError field="service" errors={errors} />
      </div>
      <div className="field full">
        <label htmlFor="contact-message">{texts.labels.message}</label>
        <textarea {...field('message')} rows={5} maxLength={MAX_CONTACT_MESSAGE} />
        <p className="field-count" data-testid="message-count" aria-live="polite">
          {formatNumber(form.message.length, locale)} / {formatNumber(MAX_CONTACT_MESSAGE, locale)}
        </p>
        <FieldError field="message" errors={errors} />
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{texts.honeypot}</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button primary full" disabled={sending}>
        {sending ? texts.sending : texts.send}
      </button>
    </form>
  );
}
