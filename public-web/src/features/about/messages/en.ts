// /aboutus's texts in English, loaded with its route (docs/decisions/047): the shape the other languages follow.
import type { Catalogue } from '../../../lib/i18n/en';
import { SITE_NAME as SITE } from '../../../lib/site';

export const en = {
  heading: 'About Us',
  intro: `${SITE} brings the offers and discounts of local shops across Kerala to one place.`,
  lead: 'Our mission is simple: help you save money at the shops around you, and help those shops tell you about their offers. Browse by category, district or store, and contact a shop on WhatsApp or by phone in one tap.',
  cards: [
    {
      title: 'Vision',
      text: 'Every shopper in Kerala finds the best local deal in seconds, and every local shop reaches its neighbourhood without a big budget.',
    },
    {
      title: 'Mission',
      text: 'Collect current offers from shops across all 14 districts, keep them accurate and make them easy to search, share and act on.',
    },
    {
      title: 'Who We Are',
      text: 'A small team from Kochi who build simple, fast software for local businesses and the people who shop with them.',
    },
  ],
};

export type AboutMessages = Catalogue<typeof en>;
