// The home page: banners, the search, categories, the latest offers and the floating contact buttons.

import { FloatingContact } from '../../../components/floating-contact';
import { useMessages } from '../../../lib/i18n/messages';
import { BannerSlider } from './banner-slider';
import { CategoryCarousel } from './category-carousel';
import { HomeSearch } from './home-search';
import { LatestOffers } from './latest-offers';

/**
 * The page's content, which the home page's island hydrates into the prerendered `.home-page` without the router
 * (docs/decisions/020): what it shows may link only through components/navigation.
 */
export function HomePage() {
  const m = useMessages();
  return (
    <>
      <h1 className="visually-hidden">{m.home.heading}</h1>
      <BannerSlider />
      <HomeSearch />
      <CategoryCarousel />
      <LatestOffers />
      <FloatingContact />
    </>
  );
}
