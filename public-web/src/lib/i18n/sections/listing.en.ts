// The listing's texts (/offers and its pages) in English, loaded with that page only (docs/decisions/047).
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';

export const listing = {
  latest: 'Latest Offers',
  fromStore: (store: string) => `Offers from ${store}`,
  loading: 'Loading offers...',
  results: 'Results',
  pastTheEnd: 'This page does not exist.',
  firstPage: 'Go to page 1',
  none: 'No offers found',
  showing: (count: string, one: boolean) => `Showing ${count} ${one ? 'offer' : 'offers'}`,
  showingRange: (first: string, last: string, total: string, one: boolean) =>
    `Showing ${first}-${last} of ${total} ${one ? 'offer' : 'offers'}`,
  resultsFor: 'Showing results for',
  searchInstead: (typed: string) => `Search for “${typed}” instead`,
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page: string) => `Page ${page}`,
  sortBy: 'Sort by',
  sort: { newest: 'Newest', ending: 'Ending soon', nearest: 'Nearest' },
  filterOffers: 'Filter offers',
  noMatches: 'No matches',
  searchIn: (label: string) => `Search ${label.toLowerCase()}`,
  position: {
    locating: 'Finding your location...',
    needed: 'Sorting by distance needs your location. Until then, offers are shown newest first.',
    useMine: 'Use my location',
    denied:
      'Location is turned off for this site, so offers are shown newest first. To see the nearest first, allow ' +
      'location for this site in your browser settings, then choose Nearest again.',
    unavailable:
      'Your location could not be found just now, so offers are shown newest first. Please choose Nearest again ' +
      'in a moment.',
  },
  filters: 'Filters',
  showResults: 'Show results',
  showCount: (count: string, one: boolean) => `Show ${count} ${one ? 'result' : 'results'}`,
  resultCount: (count: string, one: boolean) => `${count} ${one ? 'result' : 'results'}`,
  activeFilters: 'Active filters',
  removeSearch: 'remove search',
  removeFilter: (label: string) => `remove ${label.toLowerCase()} filter`,
  clearAll: 'Clear all',
  filterCopied: 'Filter URL copied!',
  filterCopyFailed: 'Failed to copy URL',
  copyLink: 'Copy Link',
  filter: {
    storeName: { label: 'Store', all: 'All Stores' },
    category: { label: 'Category', all: 'All Categories' },
    district: { label: 'District', all: 'All Districts' },
    location: { label: 'Location', all: 'All Locations' },
    offerType: { label: 'Offer type', all: 'All Offer Types' },
  },
  /** The page's head tags: its tab title, description and share texts. */
  head: {
    title: `Latest offers in Kerala | ${SITE}`,
    page: (page: string) => `Latest offers in Kerala, page ${page} | ${SITE}`,
    description:
      'All current offers from local shops in Kerala: filter by store, category, district, location and offer type.',
  },
};
