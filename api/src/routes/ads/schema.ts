// Request and response schemas of the store-ad (offer) calls.
import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';
import { FilterText } from '../../lib/schemas.js';

export const PUBLIC_PAGE_SIZE = 12;
export const PUBLIC_MAX_PAGE_SIZE = 48;
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_SIZE = 1000;
const MAX_DESCRIPTION_LENGTH = 2000;
const MAX_TITLE_LENGTH = 150;

const regionDay = (description: string) => Type.String({ format: 'date', description });

export const AdStore = Type.Object({
  _id: IdString,
  storeName: Type.String(),
  contact: Type.String(),
  email: Type.String(),
  address: Type.String(),
  district: Type.String({ description: "Title of the store's district" }),
  location: Type.String({ description: "Name of the store's location" }),
  category: Type.String({ description: "Title of the store's category" }),
  logoUrl: Type.String(),
});

export const AdView = Type.Object({
  _id: IdString,
  storeId: AdStore,
  storeName: Type.String(),
  title: Type.String(),
  description: Type.String(),
  offerType: Type.String({ description: 'Title of the offer type' }),
  category: Type.String({ description: "Title of the store's category" }),
  startDate: regionDay('First day of the offer (YYYY-MM-DD in REGION_TZ)'),
  endDate: regionDay('Last day of the offer (YYYY-MM-DD in REGION_TZ), valid until 23:59:59.999 there'),
  adsImages: Type.Array(Type.String(), { description: 'Stored relative paths; the URL is /backendapi/ + path' }),
  clicks: Type.Integer({ description: 'Views of the offer' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const AdList = Type.Object({
  data: Type.Array(AdView),
  totalAds: Type.Integer(),
  totalPages: Type.Integer(),
  currentPage: Type.Integer(),
});

const page = Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }));

const AdFilters = {
  storeName: FilterText,
  category: FilterText,
  district: FilterText,
  location: FilterText,
  offerType: FilterText,
  searchQuery: FilterText,
};

export const PublicAdListQuery = Type.Object({
  page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PUBLIC_MAX_PAGE_SIZE, default: PUBLIC_PAGE_SIZE })),
  ...AdFilters,
  showExpired: Type.Optional(
    Type.Boolean({ default: false, description: 'Also list offers whose end date has passed' }),
  ),
});

export const AdminAdListQuery = Type.Object({
  page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_MAX_PAGE_SIZE, default: ADMIN_PAGE_SIZE })),
  ...AdFilters,
});

export const StoreIdParams = Type.Object({ storeId: IdString });
export const AdIdParams = Type.Object({ adId: IdString });

const AdFormFields = {
  startDate: Type.String({ description: 'YYYY-MM-DD (a full ISO timestamp is placed on the REGION_TZ calendar)' }),
  endDate: Type.String({ description: 'YYYY-MM-DD, not before startDate' }),
  offerType: Type.String({ description: 'Offer type title or id' }),
  description: Type.String({ maxLength: MAX_DESCRIPTION_LENGTH }),
  title: Type.Optional(
    Type.String({ maxLength: MAX_TITLE_LENGTH, description: "Defaults to the offer type's title (on an edit too)" }),
  ),
  adsImages: Type.Optional(
    Type.Array(Type.String({ format: 'binary' }), { description: 'New images: PNG, JPG or WebP, max 5 MB each' }),
  ),
};

export const CreateAdForm = Type.Object(AdFormFields);

export const UpdateAdForm = Type.Object({
  ...AdFormFields,
  existingImages: Type.Optional(
    Type.Array(Type.String(), {
      description: "Kept image paths (each one of the ad's images), as repeated fields or one JSON array",
    }),
  ),
});

export const TotalImages = Type.Object({ totalImages: Type.Integer() });
export const TotalClicks = Type.Object({ totalClicks: Type.Integer() });
