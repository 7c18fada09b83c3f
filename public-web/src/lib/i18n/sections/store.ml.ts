// A store page's texts in Malayalam, loaded with that page only (docs/decisions/047).
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';
import type { Catalogue } from '../en';
import type { store as en } from './store.en';

export const store: Catalogue<typeof en> = {
  loading: 'കടയുടെ വിവരങ്ങൾ ലോഡ് ചെയ്യുന്നു...',
  notFound: 'കട കണ്ടെത്താനായില്ല. ലിങ്ക് പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.',
  failed: 'കടയുടെ വിവരങ്ങൾ ലഭ്യമാക്കാനായില്ല',
  greeting: (store: string, site: string, url: string) => `നമസ്കാരം! ${site}-ൽ ${store} കണ്ടു: ${url}`,
  call: 'വിളിക്കുക',
  email: 'ഇമെയിൽ',
  directions: 'വഴി',
  location: 'സ്ഥലം',
  viewOnMap: 'മാപ്പിൽ കാണുക',
  searchOnMap: 'മാപ്പിൽ തിരയുക',
  getDirections: 'വഴി കാണുക',
  currentOffers: 'ഇപ്പോഴത്തെ ഓഫറുകൾ',
  currentOffersCount: (count: string) => `ഇപ്പോഴത്തെ ഓഫറുകൾ (${count})`,
  noOffers: 'ഈ കടയിൽ ഇപ്പോൾ ഓഫറുകളൊന്നുമില്ല.',
  seeAll: 'എല്ലാ ഓഫറുകളും കാണുക',
  openingHours: 'പ്രവർത്തന സമയം',
  hours: {
    openNow: (close: string) => `ഇപ്പോൾ തുറന്നിരിക്കുന്നു · ${close}-ന് അടയ്ക്കും`,
    opens: (day: string, open: string) => `അടച്ചിരിക്കുന്നു · ${day ? `${day} ` : ''}${open}-ന് തുറക്കും`,
    tomorrow: 'നാളെ',
    closed: 'അവധി',
    overnight: (hours: string) => `${hours} (പിറ്റേന്ന്)`,
  },
  days: {
    Monday: 'തിങ്കൾ',
    Tuesday: 'ചൊവ്വ',
    Wednesday: 'ബുധൻ',
    Thursday: 'വ്യാഴം',
    Friday: 'വെള്ളി',
    Saturday: 'ശനി',
    Sunday: 'ഞായർ',
  },
  /** The page's head tags: its tab title, description and share texts. */
  head: {
    notFound: `കട കണ്ടെത്താനായില്ല | ${SITE}`,
    notFoundDescription: `ഈ കട ${SITE}-ൽ കണ്ടെത്താനായില്ല. കേരളത്തിലെ പ്രാദേശിക കടകളിലെ ഇപ്പോഴത്തെ ഓഫറുകൾ കാണുക.`,
    title: (store: string, place: string) => `${store}${place ? `, ${place}` : ''}: ഓഫറുകളും പ്രവർത്തന സമയവും | ${SITE}`,
    shop: 'കട',
    what: (category: string, place: string) => `${place ? `${place}, ` : ''}${category}`,
    offerCount: (count: number) => (count ? `${count} ഓഫറുകൾ` : 'ഇപ്പോൾ ഓഫറുകളില്ല'),
    contactLine: 'പ്രവർത്തന സമയം, ഫോൺ, വഴി.',
  },
};
