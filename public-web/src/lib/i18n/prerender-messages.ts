// Texts only the server writes (the <noscript> texts, the early filter chips, the shell's note, and the 410 page of an
// offer the API answers), in both languages: read in `import.meta.env.SSR` branches or by prerender/ alone (the
// prerender and the API's offer-pages.js), so no browser bundle
// carries them (docs/decisions/044, 047). English is the shape; Malayalam must satisfy it.
import type { Catalogue } from './en';
import type { Locale } from './locale';

const en = {
  shellNeedsScript: (site: string) => `${site} needs JavaScript to show this page.`,
  browseAll: 'Browse all offers',
  linkShows: 'This link shows:',
  listingNeedsScript: 'Listing these offers needs JavaScript, which is off in this browser.',
  seeAll: 'See all offers',
  page: 'Page',
  ended: {
    title: (store: string) => `This offer has ended | ${store}`,
    heading: 'This offer has ended',
    notListed: 'It is no longer listed.',
    storeOffers: (store: string) => `See what ${store} offers now`,
  },
};

const ml: Catalogue<typeof en> = {
  shellNeedsScript: (site: string) => `ഈ പേജ് കാണിക്കാൻ ${site}-ന് JavaScript വേണം.`,
  browseAll: 'എല്ലാ ഓഫറുകളും കാണുക',
  linkShows: 'ഈ ലിങ്കിൽ:',
  listingNeedsScript: 'ഈ ഓഫറുകൾ കാണിക്കാൻ JavaScript വേണം, ഈ ബ്രൗസറിൽ അത് ഓഫാണ്.',
  seeAll: 'എല്ലാ ഓഫറുകളും കാണുക',
  page: 'പേജ്',
  ended: {
    title: (store: string) => `ഈ ഓഫർ അവസാനിച്ചു | ${store}`,
    heading: 'ഈ ഓഫർ അവസാനിച്ചു',
    notListed: 'ഇത് ഇപ്പോൾ ലിസ്റ്റിലില്ല.',
    storeOffers: (store: string) => `${store} ഇപ്പോൾ നൽകുന്ന ഓഫറുകൾ കാണുക`,
  },
};

export const PRERENDER_MESSAGES: Record<Locale, Catalogue<typeof en>> = { en, ml };
