// The home page's texts in English, loaded with that page only (docs/decisions/047).
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';

export const home = {
  categories: 'Shop by category',
  categoriesFailed: 'Error fetching categories',
  categoriesMoving: 'category carousel',
  banners: 'Featured offers',
  bannersMoving: 'banners',
  bannerAlt: (index: number) => `Featured offers, banner ${index}`,
  nextBanner: 'Next banner',
  showBanner: (index: number) => `Show banner ${index}`,
  heading: `${SITE}: offers from local shops in Kerala`,
  latest: 'Latest Offers',
  showing: (shown: string, total: string) => `Showing ${shown} of ${total} Offers`,
  viewAll: 'View All',
  loading: 'Loading offers...',
  none: 'No active offers available.',
  /** The page's head tags: its tab title, description and share texts. */
  head: {
    title: `${SITE}: offers and discounts from local shops in Kerala`,
    description:
      'Current offers and discounts from local shops across Kerala. Browse the latest deals by category, district and store.',
  },
};
