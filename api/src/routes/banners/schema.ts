// Request and response schemas of the home-page banners.
import { BANNER_SCREENS } from '@offerboard/shared-types/rules';
import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';

export type Screen = (typeof BANNER_SCREENS)[number];

const [desktop, mobile] = BANNER_SCREENS;
const ScreenTitle = Type.Union([Type.Literal(desktop), Type.Literal(mobile)], {
  description: 'The screen size the banner is for',
});

export const Banner = Type.Object({
  _id: IdString,
  title: ScreenTitle,
  bannerImage: Type.Array(Type.String(), { description: 'Stored image paths; the first is shown' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const BannerForm = Type.Object({
  title: ScreenTitle,
  bannerImage: Type.String({ format: 'binary', description: 'Exactly one image (PNG, JPG, JPEG or WebP, max 5MB)' }),
});
