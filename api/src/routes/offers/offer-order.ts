// How the public listing orders offers: newest first, ending soonest first, or nearest to the visitor first (stores
// without coordinates last). Distances use the equirectangular approximation, well under 1% off a great-circle
// distance across a region the size of Kerala, so SQLite orders by plain arithmetic and the API reports the same figure.
import { BadRequestError } from '../../lib/errors.js';

/** Newest first (the id breaks ties of one millisecond); also the tie-break of every other order. */
const NEWEST = 'a.created_at DESC, a.id DESC';
export const NEWEST_FIRST = `ORDER BY ${NEWEST}`;

export const OFFER_SORTS = ['newest', 'ending', 'nearest'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

interface Point {
  lat: number;
  lng: number;
}

export type OfferOrder = { sort: 'newest' | 'ending' } | { sort: 'nearest'; point: Point };

/**
 * Three decimals is about 110 m: enough to order shops in a town, coarse enough that one cache entry serves a
 * neighbourhood and that no exact position is kept in the cache or computed with.
 */
const COORDINATE_DECIMALS = 3;
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

function rounded(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

const NEAREST_NEEDS_POINT = 'Sorting by nearest needs lat and lng (your position in decimal degrees)';

/** The order a query asks for; lat and lng only count for nearest, which cannot do without them. */
export function toOfferOrder(query: { sort?: OfferSort; lat?: number; lng?: number }): OfferOrder {
  const sort = query.sort ?? 'newest';
  if (sort !== 'nearest') return { sort };
  if (query.lat === undefined || query.lng === undefined) throw new BadRequestError(NEAREST_NEEDS_POINT);
  return { sort, point: { lat: rounded(query.lat), lng: rounded(query.lng) } };
}

export function orderKey(order: OfferOrder): string {
  return order.sort === 'nearest' ? `nearest:${order.point.lat},${order.point.lng}` : order.sort;
}

/** A degree of longitude is shorter than one of latitude by the cosine of the latitude. */
function longitudeScale(point: Point): number {
  return Math.cos((point.lat * Math.PI) / 180);
}

/**
 * ORDER BY over `ads a` joined to `stores s` (nearest needs the join); ties fall back to newest first. `liveFirst`:
 * the public listing's. Its `+` keeps SQLite from walking ads_created_idx through ended offers to spare a sort, which
 * it does for a page of 12 with the statistics the housekeeping's PRAGMA optimize leaves; it reads today's offers from
 * their index and sorts them instead (docs/decisions/043).
 */
export function orderBy(sort: OfferSort, liveFirst = false): string {
  if (sort === 'ending') return `ORDER BY a.end_date, ${NEWEST}`;
  if (sort === 'newest') return liveFirst ? `ORDER BY +${NEWEST}` : NEWEST_FIRST;
  const dLat = '(s.latitude - @lat)';
  const dLng = '((s.longitude - @lng) * @lngScale)';
  return `ORDER BY (s.latitude IS NULL OR s.longitude IS NULL), ${dLat} * ${dLat} + ${dLng} * ${dLng}, ${NEWEST}`;
}

export function orderParams(order: OfferOrder): Record<string, number> {
  return order.sort === 'nearest' ? { ...order.point, lngScale: longitudeScale(order.point) } : {};
}

/** Kilometres from the point to a store, to 10 m; undefined when the store has no coordinates. */
export function distanceKm(point: Point, latitude: number | null, longitude: number | null): number | undefined {
  if (latitude === null || longitude === null) return undefined;
  const dLat = latitude - point.lat;
  const dLng = (longitude - point.lng) * longitudeScale(point);
  return Math.round(Math.sqrt(dLat * dLat + dLng * dLng) * KM_PER_DEGREE * 100) / 100;
}
