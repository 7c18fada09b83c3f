// The banners screen keeps its screen-type filter in the URL, so a reload or the back button shows the same cards.
import { BANNER_SCREENS } from '@offerboard/shared-types/rules';

export type BannerScreen = (typeof BANNER_SCREENS)[number];

interface BannerSearch {
  screen?: BannerScreen;
}

export function parseBannerSearch(search: Record<string, unknown>): BannerSearch {
  return { screen: BANNER_SCREENS.find((screen) => screen === search.screen) };
}
