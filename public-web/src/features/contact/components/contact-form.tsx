// The contact form: labelled fields, the ordered checks as toasts, 'SENDING MESSAGE...' while busy, cleared on success.
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { submitContact } from '../api/submit-contact';
import { type ContactForm as Form, firstContactError, SERVICES } from '../contact-rules';

const EMPTY: Form = { name: '', email: '', phone: '', service: '', message: '' };

export function ContactForm() {
  const [form, setForm] = useState<Form>(EMPTY);
  const [sending, setSending] = useState(false);
  const field = (name: keyof Form) => ({
    name,
    id: `contact-${name}`,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstContactError(form);
    if (problem) {
      notify('error', problem);
      return;
    }
    const website = new FormData(event.currentTarget).get('website');
    setSending(true);
    try {
      const { message } = await submitContact({ ...form, website: typeof website === 'string' ? website : '' });
      notify('success', message || 'Message sent successfully!');
      setForm(EMPTY);
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to send message'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-label="Send us a message">
      <div className="field">
        <label htmlFor="contact-name">Name</label>
        <input {...field('name')} autoComplete="name" />
      </div>
      <div className="field">
        <label htmlFor="contact-email">Email</label>
        <input {...field('email')} type="email" autoComplete="email" />
      </div>
      <div className="field">
        <label htmlFor="contact-phone">Phone</label>
        <input {...field('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" />
      </div>
      <div className="field">
        <label htmlFor="contact-service">Service</label>
        <select {...field('service')}>
          <option value="">Select a service</option>
          {SERVICES.map((service) => (
            <option key={service.value} value={service.value}>
              {service.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field full">
        <label htmlFor="contact-message">Message</label>
        <textarea {...field('message')} rows={5} />
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button primary full" disabled={sending}>
        {sending ? 'SENDING MESSAGE...' : 'SEND MESSAGE'}
      </button>
    </form>
  );
}
