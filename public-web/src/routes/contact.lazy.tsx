import { createLazyRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/components/contact-page';

export const contactLazyRoute = createLazyRoute('/contactus')({ component: ContactPage });
