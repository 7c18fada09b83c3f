// The one SELECT that turns ad rows into AdViews (with store, category, place and offer type) and the row mapping.
import { offerStatus } from '@offerboard/shared-types/offer-status';
import type { Static } from 'typebox';
import type { OpeningHours } from '../../db/schema.js';
import { parseOpeningHours } from '../stores/store-place.js';
import type { OfferExtras } from './offer-extras.js';
import type { AdminOfferView, OfferView } from './schema.js';

/** An ad as the API answers it, and whether it is paused (public responses' schema leaves that out). */
export type OfferViewData = Static<typeof OfferView> & { paused: boolean };
export type AdminOfferViewData = Static<typeof AdminOfferView>;

/** Joins from `ads a`; callers add WHERE and ORDER BY. */
export const OFFER_VIEW_SELECT = `SELECT a.id, a.title, a.description, a.title_ml AS titleMl,
  a.description_ml AS descriptionMl, a.terms_ml AS termsMl, a.start_date AS startDate, a.end_date AS endDate,
  a.images, a.clicks, a.created_at AS createdAt, a.paused_at AS pausedAt, ot.title AS offerType, ot.title_ml AS offerTypeMl,
  a.coupon_code AS couponCode, a.terms, a.price_before_paise AS priceBeforePaise,
  a.price_after_paise AS priceAfterPaise,
  s.id AS storeId, s.store_name AS storeName, s.store_name_ml AS storeNameMl, s.contact, s.email, s.address,
  s.address_ml AS addressMl, s.logo_url AS logoUrl,
  s.opening_hours AS openingHours, s.latitude, s.longitude,
  c.title AS category, c.title_ml AS categoryMl, l.location_name AS location, l.name_ml AS locationMl,
  d.title AS district, d.name_ml AS districtMl
FROM ads a
JOIN offer_types ot ON ot.id = a.offer_type_id
JOIN stores s ON s.id = a.store_id
JOIN categories c ON c.id = s.category_id
JOIN locations l ON l.id = s.location_id
JOIN districts d ON d.id = l.district_id`;

/** The Malayalam twins of an offer's texts and of its store's, category's, place's and offer type's names. */
interface MalayalamColumns {
  titleMl: string | null;
  descriptionMl: string | null;
  offerTypeMl: string | null;
  storeNameMl: string | null;
  addressMl: string | null;
  categoryMl: string | null;
  locationMl: string | null;
  districtMl: string | null;
}

export interface OfferViewRow extends OfferExtras, MalayalamColumns {
  id: number;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  images: string;
  clicks: number;
  createdAt: number;
  pausedAt: number | null;
  offerType: string;
  storeId: number;
  storeName: string;
  contact: string;
  email: string;
  address: string;
  logoUrl: string;
  openingHours: string | null;
  latitude: number | null;
  longitude: number | null;
  category: string;
  location: string;
  district: string;
}

/** The stored JSON list of image paths; anything that is not a list of strings reads as no images. */
export function parseImages(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The stored week, or null when absent or not what the form stores (never a 500 for a bad row). */
function parseOpeningHoursColumn(json: string | null): OpeningHours | null {
  if (json === null) return null;
  const week = parseOpeningHours(json);
  return typeof week === 'string' ? null : week;
}

/** Prices are stored in paise and travel in rupees. */
function paiseToRupees(paise: number | null): number | undefined {
  return paise === null ? undefined : paise / 100;
}

export function toOfferView(row: OfferViewRow): OfferViewData {
  return {
    _id: String(row.id),
    storeId: {
      _id: String(row.storeId),
      storeName: row.storeName,
      storeNameMl: row.storeNameMl ?? undefined,
      contact: row.contact,
      email: row.email,
      address: row.address,
      addressMl: row.addressMl ?? undefined,
      district: row.district,
      districtMl: row.districtMl ?? undefined,
      location: row.location,
      locationMl: row.locationMl ?? undefined,
      category: row.category,
      categoryMl: row.categoryMl ?? undefined,
      logoUrl: row.logoUrl,
      openingHours: parseOpeningHoursColumn(row.openingHours),
      latitude: row.latitude,
      longitude: row.longitude,
    },
    storeName: row.storeName,
    storeNameMl: row.storeNameMl ?? undefined,
    title: row.title,
    titleMl: row.titleMl ?? undefined,
    description: row.description,
    descriptionMl: row.descriptionMl ?? undefined,
    offerType: row.offerType,
    offerTypeMl: row.offerTypeMl ?? undefined,
    category: row.category,
    categoryMl: row.categoryMl ?? undefined,
    startDate: row.startDate,
    endDate: row.endDate,
    adsImages: parseImages(row.images),
    clicks: row.clicks,
    createdAt: new Date(row.createdAt).toISOString(),
    paused: row.pausedAt !== null,
    couponCode: row.couponCode ?? undefined,
    terms: row.terms ?? undefined,
    termsMl: row.termsMl ?? undefined,
    priceBefore: paiseToRupees(row.priceBeforePaise),
    priceAfter: paiseToRupees(row.priceAfterPaise),
  };
}

/**
 * The admin's view of an ad, made from its view (which it takes over): its status on `today` (in REGION_TZ), the
 * address of its public page and its open submission for review, if any. Added in place: a copy with them
 * (`{ ...offer, status }`) went to V8's old space, about 1.4 KB an offer, that an export's 50,000 rows piled up until a
 * full collection (docs/scaling.md, "Export").
 */
export function toAdminOfferView(
  offer: OfferViewData,
  today: string,
  publicOrigin: string,
  review: AdminOfferViewData['review'],
): AdminOfferViewData {
  const admin = Object.assign(offer, {
    status: offerStatus(offer, today),
    publicUrl: `${publicOrigin}/offerdetails/${offer._id}`,
  });
  return review ? Object.assign(admin, { review }) : admin;
}
