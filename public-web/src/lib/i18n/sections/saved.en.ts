// /saved's texts in English, loaded with that page only (docs/decisions/047).
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';

export const saved = {
  heading: 'Saved offers',
  intro: 'Kept in this browser only: no account needed. Tap the heart on any offer to save it.',
  noScript: 'Saved offers are kept by this browser and need JavaScript, which is off here.',
  loading: 'Loading your saved offers...',
  none: 'You have not saved any offers yet.',
  stillOn: (count: string, one: boolean) => (one ? '1 saved offer is still on' : `${count} saved offers are still on`),
  gone: 'No longer available',
  removedOffer: 'An offer that was removed',
  expiredOn: (store: string, day: string) => `${store} · Expired on ${day}`,
  notListed: 'It is no longer listed',
  remove: 'Remove',
  removeLabel: (title: string) => `Remove ${title} from saved`,
  theRemovedOffer: 'the removed offer',
  /** The page's head tags: its tab title, description and share texts. */
  head: {
    title: `Saved offers | ${SITE}`,
    description: 'The offers you saved with the heart, kept in this browser.',
  },
};
