// A store page's texts in English, loaded with that page only (docs/decisions/047).
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';

export const store = {
  loading: 'Loading store...',
  notFound: 'Store not found. Please check the URL and try again.',
  failed: 'Failed to fetch store',
  greeting: (store: string, site: string, url: string) => `Hi! I found ${store} on ${site}: ${url}`,
  call: 'Call',
  email: 'E-mail',
  directions: 'Directions',
  location: 'Location',
  viewOnMap: 'View on map',
  searchOnMap: 'Search on map',
  getDirections: 'Get directions',
  currentOffers: 'Current offers',
  currentOffersCount: (count: string) => `Current offers (${count})`,
  noOffers: 'No current offers from this store right now.',
  seeAll: 'See all offers',
  openingHours: 'Opening hours',
  hours: {
    openNow: (close: string) => `Open now · Closes at ${close}`,
    /** `day` is '' (today), `tomorrow` or a day's name. */
    opens: (day: string, open: string) => `Closed · Opens${day ? ` ${day}` : ''} at ${open}`,
    tomorrow: 'tomorrow',
    closed: 'Closed',
    overnight: (hours: string) => `${hours} (next day)`,
  },
  days: {
    Monday: 'Monday',
    Tuesday: 'Tuesday',
    Wednesday: 'Wednesday',
    Thursday: 'Thursday',
    Friday: 'Friday',
    Saturday: 'Saturday',
    Sunday: 'Sunday',
  },
  /** The page's head tags: its tab title, description and share texts. */
  head: {
    notFound: `Store not found | ${SITE}`,
    notFoundDescription: `This store could not be found on ${SITE}. Browse the current offers of local shops in Kerala.`,
    title: (store: string, place: string) => `${store}${place ? `, ${place}` : ''}: offers and opening hours | ${SITE}`,
    shop: 'Shop',
    what: (category: string, place: string) => `${category}${place ? ` in ${place}` : ''}`,
    offerCount: (count: number) => (count === 1 ? '1 current offer' : `${count || 'No'} current offers`),
    contactLine: 'Opening hours, contact and directions.',
  },
};
