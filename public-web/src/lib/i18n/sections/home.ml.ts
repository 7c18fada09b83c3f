// The home page's texts in Malayalam, loaded with that page only (docs/decisions/047).
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';
import type { Catalogue } from '../en';
import type { home as en } from './home.en';

export const home: Catalogue<typeof en> = {
  categories: 'വിഭാഗങ്ങൾ',
  categoriesFailed: 'വിഭാഗങ്ങൾ ലഭ്യമാക്കാനായില്ല',
  categoriesMoving: 'വിഭാഗങ്ങൾ',
  banners: 'പ്രധാന ഓഫറുകൾ',
  bannersMoving: 'ബാനറുകൾ',
  bannerAlt: (index: number) => `പ്രധാന ഓഫറുകൾ, ബാനർ ${index}`,
  nextBanner: 'അടുത്ത ബാനർ',
  showBanner: (index: number) => `ബാനർ ${index} കാണിക്കുക`,
  heading: `${SITE}: കേരളത്തിലെ പ്രാദേശിക കടകളിലെ ഓഫറുകൾ`,
  latest: 'പുതിയ ഓഫറുകൾ',
  showing: (shown: string, total: string) => `${total} ഓഫറുകളിൽ ${shown} എണ്ണം`,
  viewAll: 'എല്ലാം കാണുക',
  loading: 'ഓഫറുകൾ ലോഡ് ചെയ്യുന്നു...',
  none: 'ഇപ്പോൾ ഓഫറുകളൊന്നുമില്ല.',
  /** The page's head tags: its tab title, description and share texts. */
  head: {
    title: `${SITE}: കേരളത്തിലെ പ്രാദേശിക കടകളിലെ ഓഫറുകളും ഡിസ്കൗണ്ടുകളും`,
    description:
      'കേരളത്തിലെങ്ങുമുള്ള പ്രാദേശിക കടകളിലെ ഇപ്പോഴത്തെ ഓഫറുകളും ഡിസ്കൗണ്ടുകളും. വിഭാഗം, ജില്ല, കട എന്നിവ തിരിച്ച് പുതിയ ഓഫറുകൾ കാണുക.',
  },
};
