// Request and response schemas of the stores.
import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';
import { FilterText, MalayalamInput, MalayalamOf, PageQuery } from '../../lib/schemas.js';
import { OfferStore, OfferView } from '../offers/schema.js';
import { Coordinate, OpeningHoursSchema } from './store-place.js';

/** A store's own name and contact fields, as answers show them. */
export const StoreContactFields = {
  storeName: Type.String(),
  storeNameMl: MalayalamOf('store name'),
  ownerName: Type.String(),
  contact: Type.String({ description: '10 digits' }),
  email: Type.String(),
  address: Type.String(),
  addressMl: MalayalamOf('address'),
};

export const Store = Type.Object({
  _id: IdString,
  ...StoreContactFields,
  district: Type.String({ description: "The title of the location's district" }),
  districtMl: MalayalamOf("name of the location's district"),
  location: Type.Object({ _id: IdString, locationName: Type.String(), nameMl: MalayalamOf('location name') }),
  category: Type.Object({ _id: IdString, title: Type.String(), titleMl: MalayalamOf('category title') }),
  logoUrl: Type.String({ description: 'Stored image path' }),
  openingHours: OpeningHoursSchema,
  latitude: Coordinate('Latitude'),
  longitude: Coordinate('Longitude'),
  trusted: Type.Boolean({ description: "Its owners' offers and changes publish without the operator's review" }),
  createdAt: Type.String({ format: 'date-time' }),
});

/**
 * A store as the list shows it: the location and category by name, as the original admin's table reads them (spec
 * section 3), with their ids beside them for the form.
 */
export const StoreListItem = Type.Object({
  ...Store.properties,
  location: Type.String({ description: "The location's name" }),
  locationMl: MalayalamOf("location's name"),
  locationId: IdString,
  category: Type.String({ description: "The category's title" }),
  categoryMl: MalayalamOf("category's title"),
  categoryId: IdString,
});

export const StoreList = Type.Object({
  stores: Type.Array(StoreListItem),
  totalPages: Type.Integer(),
  currentPage: Type.Integer(),
  totalStores: Type.Integer(),
});

export const StoreListQuery = Type.Object({
  ...PageQuery,
  /** Part of the store name, any case. */
  search: FilterText,
  /** Category title or id. */
  category: FilterText,
  /** District title. */
  district: FilterText,
  /** Location name or id. */
  location: FilterText,
});

export const StoreNamesQuery = Type.Object({
  live: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        'Only stores with an offer the public listing shows today (the public filter); without it every store, ' +
        'closed ones too (the admin, whose reports reach ended offers)',
    }),
  ),
});

export const StoreName = Type.Object({
  _id: IdString,
  storeName: Type.String(),
  storeNameMl: MalayalamOf('store name'),
});

const text = (maxLength: number, description?: string) => Type.String({ minLength: 1, maxLength, description });
const STORE_NAME_MAX = 120;
const ADDRESS_MAX = 500;

/** The store form; `logoUrl` is required when creating and optional when editing (it replaces the logo). */
export const StoreForm = Type.Object({
  storeName: text(STORE_NAME_MAX),
  storeNameMl: MalayalamInput(STORE_NAME_MAX),
  ownerName: text(120),
  contact: text(40, '10 digits; spaces, dashes and a +91, 91 or 0 prefix are accepted'),
  email: text(254),
  address: text(ADDRESS_MAX),
  addressMl: MalayalamInput(ADDRESS_MAX),
  district: text(100, 'District title'),
  location: text(100, 'Location id or name (within the district)'),
  category: text(100, 'Category id or title'),
  logoUrl: Type.Optional(Type.String({ format: 'binary' })),
  openingHours: Type.Optional(
    Type.String({
      description:
        'JSON: the 7 weekdays, Monday first, each { day, closed, open: "HH:MM", close: "HH:MM" } (close before open: ' +
        'after midnight). Empty clears them; left out, an edit keeps them.',
    }),
  ),
  latitude: Type.Optional(
    Type.String({
      description: 'Decimal degrees, -90 to 90, with longitude. Empty clears; left out, an edit keeps it.',
    }),
  ),
  longitude: Type.Optional(
    Type.String({
      description: 'Decimal degrees, -180 to 180, with latitude. Empty clears; left out, an edit keeps it.',
    }),
  ),
});

/** A store's public page: the store as offers embed it (no owner), and its live offers, newest first. */
export const StorePage = Type.Object({
  store: OfferStore,
  offers: Type.Array(OfferView, { description: 'Offers that have started and not ended (in REGION_TZ), newest first' }),
});

export const TrustedBody = Type.Object({
  trusted: Type.Boolean({ description: "true: its owners' offers and changes publish without review" }),
});
