// The contact form: labelled fields, each problem shown next to its field (the first wrong one focused),
// 'SENDING MESSAGE...' while busy, cleared on success; the server's answer is a toast. Without its script the browser
// posts the form itself, and the API answers with a page (docs/decisions/030).
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { CONTACT_SUBMIT_URL, submitContact } from '../api/submit-contact';
import {
  CONTACT_FIELDS,
  CONTACT_FORM,
  type ContactErrors,
  type ContactField,
  contactBody,
  contactErrors,
  type ContactForm as Form,
  MAX_CONTACT_MESSAGE,
  SERVICES,
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
    const problems = contactErrors(form);
    setErrors(problems);
    const firstWrong = CONTACT_FIELDS.find((name) => problems[name]);
    if (firstWrong) {
      document.getElementById(`contact-${firstWrong}`)?.focus();
      return;
    }
    const website = new FormData(event.currentTarget).get('website');
    setSending(true);
    try {
      const { message } = await submitContact({
        ...contactBody(form),
        website: typeof website === 'string' ? website : '',
      });
      notify('success', message || 'Message sent successfully!');
      setForm(EMPTY);
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to send message'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="contact-form"
      action={CONTACT_SUBMIT_URL}
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={CONTACT_FORM.name}
    >
      <div className="field">
        <label htmlFor="contact-name">{CONTACT_FORM.labels.name}</label>
        <input {...field('name')} type={CONTACT_FORM.inputTypes.name} autoComplete="name" />
        <FieldError field="name" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="contact-email">{CONTACT_FORM.labels.email}</label>
        <input {...field('email')} type={CONTACT_FORM.inputTypes.email} autoComplete="email" />
        <FieldError field="email" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="contact-phone">{CONTACT_FORM.labels.phone}</label>
        <input
          {...field('phone')}
          type={CONTACT_FORM.inputTypes.phone}
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
        />
        <FieldError field="phone" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="contact-service">{CONTACT_FORM.labels.service}</label>
        <select {...field('service')}>
          <option value="">{CONTACT_FORM.noService}</option>
          {SERVICES.map((service) => (
            <option key={service.value} value={service.value}>
              {service.label}
            </option>
          ))}
        </select>
        <FieldError field="service" errors={errors} />
      </div>
      <div className="field full">
        <label htmlFor="contact-message">{CONTACT_FORM.labels.message}</label>
        <textarea {...field('message')} rows={5} maxLength={MAX_CONTACT_MESSAGE} />
        <p className="field-count" data-testid="message-count" aria-live="polite">
          {form.message.length.toLocaleString('en-IN')} / {MAX_CONTACT_MESSAGE.toLocaleString('en-IN')}
        </p>
        <FieldError field="message" errors={errors} />
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button primary full" disabled={sending}>
        {sending ? 'SENDING MESSAGE...' : CONTACT_FORM.send}
      </button>
    </form>
  );
}
