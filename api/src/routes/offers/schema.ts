// Request and response schemas of the store-ad (offer) calls.
import { OFFER_STATUSES } from '@offerboard/shared-types/offer-status';
import { MAX_OFFER_TITLE_LENGTH } from '@offerboard/shared-types/rules';
import { Type } from 'typebox';
import { IdString, idParams } from '../../lib/ids.js';
import { FilterText, MalayalamInput, MalayalamOf } from '../../lib/schemas.js';
import { ReviewState } from '../review/schema.js';
import { Coordinate, OpeningHoursSchema } from '../stores/store-place.js';
import { OFFER_SORTS } from './offer-order.js';

export const PUBLIC_PAGE_SIZE = 12;
const PUBLIC_MAX_PAGE_SIZE = 48;
export const ADMIN_PAGE_SIZE = 10;
const ADMIN_MAX_PAGE_SIZE = 1000;
const MAX_DESCRIPTION_LENGTH = 2000;
const MAX_TERMS_LENGTH = 1000;
/** One crore rupees: far above any shop offer, low enough that no typo of a few extra digits passes. */
export const MAX_PRICE_RUPEES = 10_000_000;

const regionDay = (description: string) => Type.String({ format: 'date', description });

/** Where a store is and what it sells, by name: how offers, store pages and reports show it. */
export const StorePlaceNames = {
  district: Type.String({ description: "Title of the store's district" }),
  districtMl: MalayalamOf("name of the store's district"),
  location: Type.String({ description: "Name of the store's location" }),
  locationMl: MalayalamOf("name of the store's location"),
  category: Type.String({ description: "Title of the store's category" }),
  categoryMl: MalayalamOf("title of the store's category"),
};

export const OfferStore = Type.Object({
  _id: IdString,
  storeName: Type.String(),
  storeNameMl: MalayalamOf('store name'),
  contact: Type.String(),
  email: Type.String(),
  address: Type.String(),
  addressMl: MalayalamOf('address'),
  ...StorePlaceNames,
  logoUrl: Type.String(),
  openingHours: OpeningHoursSchema,
  latitude: Coordinate('Latitude'),
  longitude: Coordinate('Longitude'),
});

export const OfferView = Type.Object({
  _id: IdString,
  storeId: OfferStore,
  storeName: Type.String(),
  storeNameMl: MalayalamOf('store name'),
  title: Type.String({
    description:
      "The offer's one title: its card, page heading, tab and share title (the operator's, else the description's start)",
  }),
  titleMl: MalayalamOf('title (the twin of title; the former shortTitle has no twin of its own)'),
  description: Type.String(),
  descriptionMl: MalayalamOf('description'),
  offerType: Type.String({ description: 'Title of the offer type' }),
  offerTypeMl: MalayalamOf('title of the offer type'),
  category: Type.String({ description: "Title of the store's category" }),
  categoryMl: MalayalamOf("title of the store's category"),
  startDate: regionDay('First day of the offer (YYYY-MM-DD in REGION_TZ)'),
  endDate: regionDay('Last day of the offer (YYYY-MM-DD in REGION_TZ), valid until 23:59:59.999 there'),
  adsImages: Type.Array(Type.String(), { description: 'Stored relative paths; the URL is /backendapi/ + path' }),
  clicks: Type.Integer({ description: 'Views of the offer' }),
  createdAt: Type.String({ format: 'date-time' }),
  couponCode: Type.Optional(Type.String()),
  terms: Type.Optional(Type.String()),
  termsMl: MalayalamOf('terms'),
  priceBefore: Type.Optional(Type.Number({ description: 'Price before the offer, in rupees (INR)' })),
  priceAfter: Type.Optional(Type.Number({ description: 'Price with the offer, in rupees (INR)' })),
  distanceKm: Type.Optional(
    Type.Number({
      description:
        'Only in a listing sorted by nearest: km from the given point to the store (absent without coordinates)',
    }),
  ),
});

export const OfferList = Type.Object({
  data: Type.Array(OfferView),
  totalAds: Type.Integer(),
  totalPages: Type.Integer(),
  currentPage: Type.Integer(),
  correctedQuery: Type.Optional(
    Type.String({
      description:
        'Set when searchQuery matched nothing and a spelling correction of it did: the data are for this query',
    }),
  ),
});

export const OfferStatus = Type.Enum(OFFER_STATUSES, {
  description:
    'scheduled (starts later), live, ending-soon (ends within 3 days), expired, or paused (hidden from the public ' +
    'site until resumed), on today in REGION_TZ',
});

export const AdminOfferView = Type.Object({
  ...OfferView.properties,
  status: OfferStatus,
  publicUrl: Type.String({ description: "The offer's page on the public site (PUBLIC_ORIGIN)" }),
  review: Type.Optional(ReviewState),
});

export const AdminOfferList = Type.Object({ ...OfferList.properties, data: Type.Array(AdminOfferView) });

/** An offer on its store's admin screen: the store with its owner, whom public answers leave out. */
export const StoreScreenOfferView = Type.Object({
  ...AdminOfferView.properties,
  storeId: Type.Object({ ...OfferStore.properties, ownerName: Type.String() }),
});

const page = Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }));

/** The filters of both listings' query strings. */
export const OfferFilters = {
  storeName: FilterText,
  category: FilterText,
  district: FilterText,
  location: FilterText,
  offerType: FilterText,
  searchQuery: FilterText,
};

export const PublicOfferListQuery = Type.Object({
  page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PUBLIC_MAX_PAGE_SIZE, default: PUBLIC_PAGE_SIZE })),
  ...OfferFilters,
  showExpired: Type.Optional(
    Type.Boolean({ default: false, description: 'Also list offers whose end date has passed' }),
  ),
  endsFrom: Type.Optional(regionDay('Only offers whose last day is this day (YYYY-MM-DD) or later')),
  endsBefore: Type.Optional(regionDay('Only offers whose last day is before this day (YYYY-MM-DD)')),
  exact: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'Search exactly as typed: no spelling correction when nothing matches',
    }),
  ),
  sort: Type.Optional(
    Type.Enum(OFFER_SORTS, {
      default: 'newest',
      description:
        'newest: newest first; ending: soonest end date first; nearest: closest store to lat/lng first, stores ' +
        'without coordinates last (each ties newest first)',
    }),
  ),
  lat: Type.Optional(
    Type.Number({ minimum: -90, maximum: 90, description: 'Latitude for sort=nearest (used to 3 decimals)' }),
  ),
  lng: Type.Optional(
    Type.Number({ minimum: -180, maximum: 180, description: 'Longitude for sort=nearest (used to 3 decimals)' }),
  ),
});

export const SavedOffersQuery = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 1700, description: 'Offer ids separated by commas (at most 100)' }),
});

export const SavedOfferList = Type.Object({ data: Type.Array(OfferView) });

export const AdminOfferListQuery = Type.Object({
  page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_MAX_PAGE_SIZE, default: ADMIN_PAGE_SIZE })),
  ...OfferFilters,
  status: Type.Optional(OfferStatus),
});

export const StoreIdParams = idParams('storeId');
export const OfferIdParams = idParams('adId');

const OfferFormFields = {
  startDate: Type.String({ description: 'YYYY-MM-DD (a full ISO timestamp is placed on the REGION_TZ calendar)' }),
  endDate: Type.String({ description: 'YYYY-MM-DD, not before startDate' }),
  offerType: Type.String({ description: 'Offer type title or id' }),
  description: Type.String({ maxLength: MAX_DESCRIPTION_LENGTH }),
  descriptionMl: MalayalamInput(MAX_DESCRIPTION_LENGTH),
  titleMl: MalayalamInput(MAX_OFFER_TITLE_LENGTH),
  title: Type.Optional(
    Type.String({
      maxLength: MAX_OFFER_TITLE_LENGTH,
      description: "Empty or missing: the description's start, cut at a word (on an edit too)",
    }),
  ),
  shortTitle: Type.Optional(
    Type.String({
      maxLength: MAX_OFFER_TITLE_LENGTH,
      deprecated: true,
      description: 'Former name of title, read when title is empty or missing',
    }),
  ),
  couponCode: Type.Optional(Type.String({ maxLength: 30, description: 'Letters, digits, - and _; empty clears it' })),
  terms: Type.Optional(Type.String({ maxLength: MAX_TERMS_LENGTH })),
  termsMl: MalayalamInput(MAX_TERMS_LENGTH),
  priceBefore: Type.Optional(
    Type.String({ description: `Rupees, e.g. 499 or 499.50 (above 0, at most ${MAX_PRICE_RUPEES}); needs priceAfter` }),
  ),
  priceAfter: Type.Optional(Type.String({ description: 'Rupees, lower than priceBefore' })),
  adsImages: Type.Optional(
    Type.Array(Type.String({ format: 'binary' }), { description: 'New images: PNG, JPG or WebP, max 5 MB each' }),
  ),
};

export const CreateOfferForm = Type.Object(OfferFormFields);

export const UpdateOfferForm = Type.Object({
  ...OfferFormFields,
  existingImages: Type.Optional(
    Type.Array(Type.String(), {
      description: "Kept image paths (each one of the ad's images), as repeated fields or one JSON array",
    }),
  ),
});

export const DuplicateOfferForm = Type.Object({
  ...OfferFormFields,
  existingImages: Type.Optional(
    Type.Array(Type.String(), {
      description: "The original's images to copy (each one of its paths), as repeated fields or one JSON array",
    }),
  ),
});

export const TotalImages = Type.Object({ totalImages: Type.Integer() });
export const TotalClicks = Type.Object({ totalClicks: Type.Integer() });
