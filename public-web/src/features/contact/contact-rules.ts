// The contact form's checks in the spec's order (section 5); the first failing one is the toast. The API repeats them.
export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

export const SERVICES = [
  { value: 'myshop', label: 'Advertise my shop' },
  { value: 'enquire', label: 'Enquire About An Offer' },
  { value: 'complaint', label: 'Complaint About An Offer' },
] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function firstContactError(form: ContactForm): string | undefined {
  if (!form.name.trim()) return 'Please enter your name';
  if (!form.email.trim()) return 'Please enter your email';
  if (!EMAIL_PATTERN.test(form.email.trim())) return 'Please enter a valid email address';
  const phone = form.phone.replace(/\s/g, '');
  if (!phone) return 'Please enter your phone number';
  if (!/^\d{10}$/.test(phone)) return 'Please enter a valid 10-digit phone number';
  if (!SERVICES.some((service) => service.value === form.service)) return 'Please select a service';
  if (!form.message.trim()) return 'Please enter your message';
  return undefined;
}
