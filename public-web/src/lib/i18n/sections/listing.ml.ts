// The listing's texts (/offers and its pages) in Malayalam, loaded with that page only (docs/decisions/047).
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';
import type { Catalogue } from '../en';
import type { listing as en } from './listing.en';

export const listing: Catalogue<typeof en> = {
  latest: 'പുതിയ ഓഫറുകൾ',
  fromStore: (store: string) => `${store} - ഓഫറുകൾ`,
  loading: 'ഓഫറുകൾ ലോഡ് ചെയ്യുന്നു...',
  results: 'ഫലങ്ങൾ',
  pastTheEnd: 'ഈ പേജ് നിലവിലില്ല.',
  firstPage: 'ഒന്നാം പേജിലേക്ക് പോകുക',
  none: 'ഓഫറുകളൊന്നും കണ്ടെത്തിയില്ല',
  showing: (count: string) => `${count} ഓഫറുകൾ`,
  showingRange: (first: string, last: string, total: string) => `${total} ഓഫറുകളിൽ ${first}-${last}`,
  resultsFor: 'ഇതിനുള്ള ഫലങ്ങൾ:',
  searchInstead: (typed: string) => `പകരം “${typed}” എന്ന് തിരയുക`,
  pages: 'പേജുകൾ',
  previous: 'മുമ്പത്തേത്',
  next: 'അടുത്തത്',
  page: (page: string) => `പേജ് ${page}`,
  sortBy: 'ക്രമം',
  sort: { newest: 'ഏറ്റവും പുതിയത്', ending: 'ഉടൻ അവസാനിക്കുന്നവ', nearest: 'ഏറ്റവും അടുത്തുള്ളവ' },
  filterOffers: 'ഓഫറുകൾ തിരിക്കുക',
  noMatches: 'ഒന്നും കണ്ടെത്തിയില്ല',
  searchIn: (label: string) => `${label} തിരയുക`,
  position: {
    locating: 'നിങ്ങളുടെ സ്ഥാനം കണ്ടെത്തുന്നു...',
    needed: 'ദൂരം അനുസരിച്ച് കാണിക്കാൻ നിങ്ങളുടെ സ്ഥാനം വേണം. അതുവരെ പുതിയ ഓഫറുകൾ ആദ്യം കാണിക്കുന്നു.',
    useMine: 'എന്റെ സ്ഥാനം ഉപയോഗിക്കുക',
    denied:
      'ഈ സൈറ്റിന് ലൊക്കേഷൻ ഓഫാണ്, അതിനാൽ പുതിയ ഓഫറുകൾ ആദ്യം കാണിക്കുന്നു. അടുത്തുള്ളവ ആദ്യം കാണാൻ ബ്രൗസർ ' +
      'സെറ്റിങ്സിൽ ഈ സൈറ്റിന് ലൊക്കേഷൻ അനുവദിച്ച്, വീണ്ടും "ഏറ്റവും അടുത്തുള്ളവ" തിരഞ്ഞെടുക്കുക.',
    unavailable:
      'ഇപ്പോൾ നിങ്ങളുടെ സ്ഥാനം കണ്ടെത്താനായില്ല, അതിനാൽ പുതിയ ഓഫറുകൾ ആദ്യം കാണിക്കുന്നു. അൽപ്പം കഴിഞ്ഞ് ' +
      'വീണ്ടും "ഏറ്റവും അടുത്തുള്ളവ" തിരഞ്ഞെടുക്കുക.',
  },
  filters: 'ഫിൽട്ടറുകൾ',
  showResults: 'ഫലങ്ങൾ കാണുക',
  showCount: (count: string) => `${count} ഫലങ്ങൾ കാണുക`,
  resultCount: (count: string) => `${count} ഫലങ്ങൾ`,
  activeFilters: 'നിലവിലെ ഫിൽട്ടറുകൾ',
  removeSearch: 'തിരച്ചിൽ നീക്കുക',
  removeFilter: (label: string) => `${label} ഫിൽട്ടർ നീക്കുക`,
  clearAll: 'എല്ലാം നീക്കുക',
  filterCopied: 'ഫിൽട്ടർ ലിങ്ക് കോപ്പി ചെയ്തു!',
  filterCopyFailed: 'ലിങ്ക് കോപ്പി ചെയ്യാനായില്ല',
  copyLink: 'ലിങ്ക് കോപ്പി',
  filter: {
    storeName: { label: 'കട', all: 'എല്ലാ കടകളും' },
    category: { label: 'വിഭാഗം', all: 'എല്ലാ വിഭാഗങ്ങളും' },
    district: { label: 'ജില്ല', all: 'എല്ലാ ജില്ലകളും' },
    location: { label: 'സ്ഥലം', all: 'എല്ലാ സ്ഥലങ്ങളും' },
    offerType: { label: 'ഓഫർ തരം', all: 'എല്ലാ ഓഫർ തരങ്ങളും' },
  },
  /** The page's head tags: its tab title, description and share texts. */
  head: {
    title: `കേരളത്തിലെ പുതിയ ഓഫറുകൾ | ${SITE}`,
    page: (page: string) => `കേരളത്തിലെ പുതിയ ഓഫറുകൾ, പേജ് ${page} | ${SITE}`,
    description: 'കേരളത്തിലെ പ്രാദേശിക കടകളിലെ എല്ലാ ഓഫറുകളും: കട, വിഭാഗം, ജില്ല, സ്ഥലം, ഓഫർ തരം എന്നിവ തിരിച്ച് കാണുക.',
  },
};
