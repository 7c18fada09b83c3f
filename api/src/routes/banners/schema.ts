// Request and response schemas of the home-page banners.
import { BANNER_SCREENS } from '@offerboard/shared-types/rules';
import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';

export type Screen = (typeof BANNER_SCREENS)[number];

export const LINK_TYPES = ['store', 'offer', 'url'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

const [desktop, mobile] = BANNER_SCREENS;
const ScreenTitle = Type.Union([Type.Literal(desktop), Type.Literal(mobile)], {
  description: 'The screen size the banner is for',
});

const Day = (description: string) => Type.Union([Type.String({ format: 'date' }), Type.Null()], { description });

export const BannerLink = Type.Object({
  type: Type.Enum(LINK_TYPES),
  target: Type.String({ description: 'The store id, the offer id or the web address' }),
  href: Type.String({ description: 'Where a click goes: /store/<id>, /offerdetails/<id> or the web address' }),
  label: Type.String({ description: "The store's name, the offer's title or the web address" }),
  storeId: Type.Optional(Type.String({ description: "An offer's store (for the admin's form)" })),
});

export const Banner = Type.Object({
  _id: IdString,
  title: ScreenTitle,
  bannerImage: Type.Array(Type.String(), { description: 'Stored image paths; the first is shown' }),
  link: Type.Union([BannerLink, Type.Null()], { description: 'Where the banner leads; null when it leads nowhere' }),
  startDate: Day('First day shown (YYYY-MM-DD, REGION_TZ); null: shown from now'),
  endDate: Day('Last day shown (YYYY-MM-DD, REGION_TZ); null: no end'),
  status: Type.Enum(['scheduled', 'live', 'ended'] as const, { description: 'Whether the public home shows it today' }),
  createdAt: Type.String({ format: 'date-time' }),
});

const OptionalText = (description: string, maxLength = 2000) => Type.Optional(Type.String({ maxLength, description }));

const LinkFields = {
  linkType: Type.Optional(Type.String({ description: "'store', 'offer', 'url', or empty for no link", maxLength: 10 })),
  linkTarget: OptionalText(
    'The store id, the offer id, or the http(s) web address (without a scheme, as www.example.com/sale, it is https)',
  ),
  startDate: OptionalText('First day shown (YYYY-MM-DD), empty for none', 40),
  endDate: OptionalText('Last day shown (YYYY-MM-DD), empty for none', 40),
};

export const BannerForm = Type.Object({
  title: ScreenTitle,
  bannerImage: Type.String({ format: 'binary', description: 'Exactly one image (PNG, JPG, JPEG or WebP, max 5MB)' }),
  ...LinkFields,
});

export const BannerUpdateForm = Type.Object({
  title: ScreenTitle,
  bannerImage: Type.Optional(
    Type.String({ format: 'binary', description: 'A new image replacing the current one; none keeps it' }),
  ),
  ...LinkFields,
});
