import { createLazyRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/components/contact-page';
import { contactMessages } from '../features/contact/contact-messages';

const contactLazyRoute = createLazyRoute('/contactus')({ component: ContactPage });

/** The page, once its own texts are in, in the page's language (docs/decisions/047). */
export async function loadContactRoute() {
  await contactMessages.load();
  return contactLazyRoute;
}
