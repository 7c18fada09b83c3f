// The database schema. A store's district is its location's district. Ids are integers here and strings (`_id`) on the wire; dates of offers are calendar days (YYYY-MM-DD) in REGION_TZ.
import { BANNER_SCREENS, CONTACT_SERVICES, VISITOR_EVENTS } from '@offerboard/shared-types/rules';
import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  type SQLiteColumnBuilderBase,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

/** A store's week: one entry per weekday, Monday first; `close` before `open` means after midnight. */
export type OpeningHours = Array<{ day: Weekday; closed: boolean; open: string; close: string }>;
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Weekday = (typeof WEEKDAYS)[number];

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** The id of a table's records, given by SQLite and never reused. */
const recordId = () => integer('id').primaryKey({ autoIncrement: true });

/** The Malayalam twin of a visitor-facing text (null: none, the English text is shown); NFC, atomic chillus. */
const malayalam = (name: string) => text(name);

/** A required link to another table's record, and what deleting that record does to this row. */
const requiredLink = (name: string, target: () => AnySQLiteColumn, onDelete: 'cascade' | 'restrict') =>
  integer(name).notNull().references(target, { onDelete });

/** Who may do what on the admin site: the operator runs the directory, an owner only their own stores. */
export const ROLES = ['operator', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export const adminUsers = sqliteTable('admin_users', {
  id: recordId(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ROLES }).notNull().default('operator'),
  createdAt: createdAt(),
});

/** One row per signed-in admin token: logout deletes it, a password change deletes all of the admin's. */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    userId: requiredLink('user_id', () => adminUsers.id, 'cascade'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId), index('admin_sessions_expires_idx').on(t.expiresAt)],
);

export const districts = sqliteTable('districts', {
  id: integer('id').primaryKey(),
  title: text('title').notNull().unique(),
  nameMl: malayalam('name_ml'),
});

export const locations = sqliteTable(
  'locations',
  {
    id: recordId(),
    districtId: requiredLink('district_id', () => districts.id, 'restrict'),
    locationName: text('location_name').notNull(),
    nameMl: malayalam('name_ml'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('locations_district_name_unique').on(t.districtId, sql`lower(${t.locationName})`)],
);

/** A table of records named by a title that no other record of the table has, in any case. */
function titledTable<Name extends string, Columns extends Record<string, SQLiteColumnBuilderBase>>(
  name: Name,
  columns: Columns,
) {
  return sqliteTable(
    name,
    {
      id: recordId(),
      title: text('title').notNull(),
      titleMl: malayalam('title_ml'),
      ...columns,
      createdAt: createdAt(),
    },
    (t) => [uniqueIndex(`${name}_title_unique`).on(sql`lower(${t.title})`)],
  );
}

export const categories = titledTable('categories', {
  photos: text('photos', { mode: 'json' }).$type<string[]>().notNull().default([]),
  clicks: integer('clicks').notNull().default(0),
});

export const offerTypes = titledTable('offer_types', {});

export const stores = sqliteTable(
  'stores',
  {
    id: recordId(),
    storeName: text('store_name').notNull(),
    storeNameMl: malayalam('store_name_ml'),
    ownerName: text('owner_name').notNull(),
    contact: text('contact').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    addressMl: malayalam('address_ml'),
    locationId: requiredLink('location_id', () => locations.id, 'restrict'),
    categoryId: requiredLink('category_id', () => categories.id, 'restrict'),
    logoUrl: text('logo_url').notNull(),
    /** Seven days, Monday first (see routes/stores/store-place.ts); null when the admin has not given them. */
    openingHours: text('opening_hours', { mode: 'json' }).$type<OpeningHours>(),
    /** WGS84 degrees of the shop's door, for "Nearest" and directions; both or neither (null: not known yet). */
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** The operator trusts its owners: their offers and changes publish without review. */
    trusted: integer('trusted', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('stores_name_idx').on(sql`${t.storeName} collate nocase`),
    index('stores_category_idx').on(t.categoryId),
    index('stores_location_idx').on(t.locationId),
  ],
);

export const ads = sqliteTable(
  'ads',
  {
    id: recordId(),
    storeId: requiredLink('store_id', () => stores.id, 'cascade'),
    /** The one title (cards, page heading, tab, share): the operator's, else the description's start (ADR 032). */
    title: text('title').notNull(),
    description: text('description').notNull(),
    offerTypeId: requiredLink('offer_type_id', () => offerTypes.id, 'restrict'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull().default([]),
    clicks: integer('clicks').notNull().default(0),
    /** When the admin paused it (hidden from the public site until resumed); null while not paused. */
    pausedAt: integer('paused_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    /** Optional richer-offer fields: a coupon, terms, prices in paise (INR). */
    couponCode: text('coupon_code'),
    terms: text('terms'),
    priceBeforePaise: integer('price_before_paise'),
    priceAfterPaise: integer('price_after_paise'),
    /** False while an owner's new offer waits for the operator's approval (or was rejected): nowhere public. */
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    titleMl: malayalam('title_ml'),
    descriptionMl: malayalam('description_ml'),
    termsMl: malayalam('terms_ml'),
  },
  (t) => [
    index('ads_created_idx').on(t.createdAt),
    index('ads_store_idx').on(t.storeId, t.createdAt),
    index('ads_offer_type_idx').on(t.offerTypeId),
    // Visibility (start and end day) read from the index alone: the admin listing's count and status filters.
    index('ads_visible_idx').on(t.endDate, t.startDate, t.storeId, t.createdAt, t.pausedAt),
    // A store's offers by end day: its public ones from today on (store page, filters by store, district, category,
    // the per-store report's count of live ones), from the index alone.
    index('ads_store_days_idx').on(t.storeId, t.endDate, t.startDate, t.createdAt, t.pausedAt, t.published),
    // What a visitor's calls read, without the ended offers that pile up over the years: published, unpaused
    // offers from today's end day on, alone or of one offer type (docs/decisions/043).
    liveOffersIndex('ads_live_idx', t),
    liveOffersIndex('ads_type_live_idx', t, t.offerTypeId),
  ],
);

/**
 * Each store's running totals over every offer it has ever listed (offers, views), kept by triggers on `ads` (migration
 * 0017), so the per-store report reads one row per store instead of summing years of ended offers.
 */
export const storeOfferTotals = sqliteTable(
  'store_offer_totals',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    offers: integer('offers').notNull().default(0),
    views: integer('views').notNull().default(0),
    /**
     * The last end day of its published, unpaused offers (null without one), kept exact by triggers on `ads`
     * (migration 0018): the public listing's nearest order and store filters look up only the stores whose offers
     * reach today, not the years of closed ones (docs/decisions/050).
     */
    lastEndDate: text('last_end_date'),
  },
  (t) => [index('store_offer_totals_last_end_idx').on(t.lastEndDate)],
);

/**
 * One row: the first end day (YYYY-MM-DD in REGION_TZ) the visitors' search indexes `ads_live_fts` and `ads_live_words`
 * hold; every offer ending on or after it is in them. The nightly housekeeping moves it to today (migration 0017).
 */
export const liveSearchWindow = sqliteTable('live_search_window', {
  id: integer('id').primaryKey(),
  fromDay: text('from_day').notNull(),
});

/**
 * A partial index of the offers the public may see, from the end day on (a range from today skips every ended one),
 * after `leading` (an equality filter). It holds every column the public listing's WHERE and ORDER BY read, the
 * partial index's own two included, so the count and the page's ids come from the index alone.
 */
function liveOffersIndex(
  name: string,
  t: {
    endDate: AnySQLiteColumn;
    startDate: AnySQLiteColumn;
    createdAt: AnySQLiteColumn;
    pausedAt: AnySQLiteColumn;
    published: AnySQLiteColumn;
  },
  leading?: AnySQLiteColumn,
) {
  const columns = [t.endDate, t.startDate, t.createdAt, t.pausedAt, t.published];
  return index(name)
    .on(...((leading ? [leading, ...columns] : columns) as [AnySQLiteColumn, ...AnySQLiteColumn[]]))
    .where(sql`${t.pausedAt} IS NULL AND ${t.published} = 1`);
}

/**
 * A banner links to at most one of: a store page, an offer page, a web address. A deleted store or offer leaves the
 * banner shown without its link. Start and end are calendar days in REGION_TZ, like an offer's, each optional.
 */
export const banners = sqliteTable('banners', {
  id: recordId(),
  screen: text('screen', { enum: BANNER_SCREENS }).notNull(),
  images: text('images', { mode: 'json' }).$type<string[]>().notNull().default([]),
  linkStoreId: integer('link_store_id').references(() => stores.id, { onDelete: 'set null' }),
  linkOfferId: integer('link_ad_id').references(() => ads.id, { onDelete: 'set null' }),
  linkUrl: text('link_url'),
  startDate: text('start_date'),
  endDate: text('end_date'),
  createdAt: createdAt(),
});

/** Running totals that the admin can reset: visitors, adClicks. */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});

/** The same events per calendar day in REGION_TZ, never reset, for charts. */
export const dailyCounters = sqliteTable(
  'daily_counters',
  {
    day: text('day').notNull(),
    name: text('name').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);

/** Visitors' events (POST /events) per record (an offer or a store) and REGION_TZ day, one count per type. */
function dailyStatsTable(name: string, recordColumn: string, record: () => AnySQLiteColumn) {
  return sqliteTable(
    name,
    {
      recordId: requiredLink(recordColumn, record, 'cascade'),
      day: text('day').notNull(),
      type: text('type', { enum: VISITOR_EVENTS }).notNull(),
      count: integer('count').notNull(),
    },
    (t) => [primaryKey({ columns: [t.recordId, t.day, t.type] })],
  );
}

/** An offer page's views and taps; deleting the offer deletes them, its store's own rows keep counting them. */
export const offerDailyStats = dailyStatsTable('offer_daily_stats', 'ad_id', () => ads.id);
/** A store's: its own page's events and those of its offers' pages. */
export const storeDailyStats = dailyStatsTable('store_daily_stats', 'store_id', () => stores.id);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: recordId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    service: text('service', { enum: CONTACT_SERVICES }).notNull(),
    message: text('message').notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_inbox_idx').on(t.readAt, t.createdAt)],
);

/**
 * Every admin write, failed login included: who (the admin's id and e-mail at the time), when, from which address,
 * which item (type, id, name at the time) and what changed (JSON: field -> [before, after]; images as counts).
 * No foreign keys: an entry outlives its item and its admin. Entries older than 180 days are removed nightly.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: recordId(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    address: text('address').notNull(),
    action: text('action').notNull(),
    itemType: text('item_type').notNull(),
    itemId: text('item_id'),
    itemName: text('item_name').notNull(),
    changes: text('changes', { mode: 'json' }).$type<Record<string, [unknown, unknown]>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_item_idx').on(t.itemType, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_item_action_idx').on(t.itemType, t.action, t.at),
  ],
);

/** Which stores an owner account runs; an owner account without any is removed. */
export const storeOwners = sqliteTable(
  'store_owners',
  {
    id: recordId(),
    userId: requiredLink('user_id', () => adminUsers.id, 'cascade'),
    storeId: requiredLink('store_id', () => stores.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_owners_user_store_idx').on(t.userId, t.storeId),
    index('store_owners_store_idx').on(t.storeId),
  ],
);

/** An invitation to own a store: only the SHA-256 of its link's token is kept; single use, until it expires. */
export const ownerInvites = sqliteTable(
  'owner_invites',
  {
    id: recordId(),
    tokenHash: text('token_hash').notNull().unique(),
    storeId: requiredLink('store_id', () => stores.id, 'cascade'),
    email: text('email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('owner_invites_store_idx').on(t.storeId)],
);

/** A password-reset link: only the SHA-256 of its token is kept; single use, for an hour. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: requiredLink('user_id', () => adminUsers.id, 'cascade'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const REVIEW_KINDS = ['new', 'change'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The offer fields an owner's change proposes, as the ads row holds them (prices in paise). */
export interface ProposedOffer {
  title: string;
  description: string;
  offerTypeId: number;
  startDate: string;
  endDate: string;
  images: string[];
  couponCode: string | null;
  terms: string | null;
  priceBeforePaise: number | null;
  priceAfterPaise: number | null;
  /** Absent in proposals made before offers had Malayalam texts. */
  titleMl?: string | null;
  descriptionMl?: string | null;
  termsMl?: string | null;
}

/**
 * An owner's submission for the operator's review, one per offer: a new offer (`new`: the offer itself, unpublished,
 * is what is proposed) or a change to a published one (`change`: the proposed fields and images, applied on approval).
 */
export const reviewItems = sqliteTable(
  'review_items',
  {
    id: recordId(),
    adId: requiredLink('ad_id', () => ads.id, 'cascade'),
    storeId: requiredLink('store_id', () => stores.id, 'cascade'),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull(),
    /** The offer's title as submitted: the item's name in the queue and the audit log. */
    title: text('title').notNull(),
    proposed: text('proposed', { mode: 'json' }).$type<ProposedOffer>(),
    /**
     * For a change: the version (`offerVersion`, routes/review/review.repository.ts) of the live offer it was made on. When the live offer
     * differs from it, someone (the operator) edited the offer since, and approving would overwrite that edit.
     * Null for a new offer, and for changes sent before this was recorded.
     */
    basedOn: text('based_on'),
    /** The operator's reason for a rejection, shown to the owner. */
    reason: text('reason'),
    submittedBy: text('submitted_by').notNull(),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }).notNull(),
    decidedBy: text('decided_by'),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_items_ad_idx').on(t.adId), index('review_items_status_idx').on(t.status, t.submittedAt)],
);

/**
 * The days (YYYY-MM-DD in REGION_TZ) whose e-mail digest of offers ending soon went out, and to how many owners: a
 * restart on the same day does not send it again (services/expiry-digest.ts).
 */
export const expiryDigests = sqliteTable('expiry_digests', {
  day: text('day').primaryKey(),
  sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  mails: integer('mails').notNull(),
});
