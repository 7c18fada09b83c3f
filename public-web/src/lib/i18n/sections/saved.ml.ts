// /ml/saved's texts in Malayalam, loaded with that page only (docs/decisions/047).
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';
import type { Catalogue } from '../en';
import type { saved as en } from './saved.en';

export const saved: Catalogue<typeof en> = {
  heading: 'സേവ് ചെയ്ത ഓഫറുകൾ',
  intro: 'ഈ ബ്രൗസറിൽ മാത്രം സൂക്ഷിക്കുന്നു, അക്കൗണ്ട് വേണ്ട. ഏത് ഓഫറും സേവ് ചെയ്യാൻ ഹൃദയ ചിഹ്നം അമർത്തുക.',
  noScript: 'സേവ് ചെയ്ത ഓഫറുകൾ ഈ ബ്രൗസറിലാണ്; അവ കാണാൻ JavaScript വേണം, ഇവിടെ അത് ഓഫാണ്.',
  loading: 'സേവ് ചെയ്ത ഓഫറുകൾ ലോഡ് ചെയ്യുന്നു...',
  none: 'നിങ്ങൾ ഇതുവരെ ഓഫറുകളൊന്നും സേവ് ചെയ്തിട്ടില്ല.',
  stillOn: (count: string) => `സേവ് ചെയ്തവയിൽ ${count} ഓഫറുകൾ ഇപ്പോഴും ലഭ്യമാണ്`,
  gone: 'ഇനി ലഭ്യമല്ലാത്തവ',
  removedOffer: 'നീക്കം ചെയ്ത ഒരു ഓഫർ',
  expiredOn: (store: string, day: string) => `${store} · ${day}-ന് അവസാനിച്ചു`,
  notListed: 'ഇത് ഇപ്പോൾ ലിസ്റ്റിലില്ല',
  remove: 'നീക്കുക',
  removeLabel: (title: string) => `${title} സേവ് ചെയ്തവയിൽ നിന്ന് നീക്കുക`,
  theRemovedOffer: 'നീക്കം ചെയ്ത ഓഫർ',
  /** The page's head tags: its tab title, description and share texts. */
  head: {
    title: `സേവ് ചെയ്ത ഓഫറുകൾ | ${SITE}`,
    description: 'ഹൃദയ ചിഹ്നം അമർത്തി നിങ്ങൾ സേവ് ചെയ്ത ഓഫറുകൾ, ഈ ബ്രൗസറിൽ.',
  },
};
