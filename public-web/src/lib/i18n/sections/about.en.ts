// /aboutus's texts in English, loaded with that page only (docs/decisions/047).
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';

export const about = {
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
  /** The page's head tags: its tab title, description and share texts. */
  head: {
    title: `About ${SITE}`,
    description: `${SITE} brings the offers of local shops across Kerala to one place: our vision, mission and team.`,
  },
};
