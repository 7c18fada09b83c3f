// Every cached resource's query keys, in one place. A read builds its key here; a write names the resources it
// changes (`refresh(queryClient, 'stores', 'adsReport')`), so no feature imports another feature's keys.

/** A resource read as lists: `all` (the prefix a write refreshes), then one list for what it is read with. */
function listKeys<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    list: <Filters>(filters: Filters) => [name, 'list', filters] as const,
  };
}

export const queryKeys = {
  account: { all: ['me'] as const },
  adsReport: listKeys('ads-report'),
  audit: listKeys('audit'),
  banners: listKeys('banners'),
  categories: listKeys('categories'),
  dashboard: {
    all: ['dashboard'] as const,
    counter: (name: string) => ['dashboard', 'counter', name] as const,
    daily: () => ['dashboard', 'daily'] as const,
  },
  districts: { all: ['districts'] as const },
  invites: {
    all: ['invites'] as const,
    of: (token: string) => ['invites', token] as const,
  },
  locations: {
    ...listKeys('locations'),
    ofDistrict: (district: string) => ['locations', 'by-district', district] as const,
  },
  messages: listKeys('messages'),
  offerTypes: {
    ...listKeys('offer-types'),
    options: () => ['offer-types', 'options'] as const,
  },
  recordUsage: {
    all: ['record-usage'] as const,
    of: (path: string) => ['record-usage', path] as const,
  },
  review: { all: ['review'] as const },
  storeOffers: listKeys('store-offers'),
  storeOwners: {
    all: ['store-owners'] as const,
    of: (storeId: string) => ['store-owners', storeId] as const,
  },
  storeReports: { all: ['reports', 'stores'] as const },
  storeStats: {
    all: ['store-stats'] as const,
    of: (storeId: string, days: number) => ['store-stats', storeId, days] as const,
  },
  stores: {
    ...listKeys('stores'),
    detail: (id: string) => ['stores', 'detail', id] as const,
    names: () => ['stores', 'names'] as const,
  },
};

/** A cached resource, as a write names it. */
export type Resource = keyof typeof queryKeys;

/** The lists whose rows show a store's category and place: the stores, the ads report and the store report. */
export const STORE_ROWS: Resource[] = ['stores', 'adsReport', 'storeReports'];
