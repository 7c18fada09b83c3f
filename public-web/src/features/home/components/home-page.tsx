// The home page: banners, categories, the latest offers and the floating contact buttons.
import { FloatingContact } from '../../../components/floating-contact';
import { BannerSlider } from './banner-slider';
import { CategoryCarousel } from './category-carousel';
import { LatestOffers } from './latest-offers';

export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">OfferBoard: offers from local shops in Kerala</h1>
      <BannerSlider />
      <CategoryCarousel />
      <LatestOffers />
      <FloatingContact />
    </>
  );
}
