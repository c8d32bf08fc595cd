// Listings, their photos and the conditions every public query on them adds, with the indexes
// the searches read (docs/search.md). They point at the users, townships and media of entities.ts.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  LIMITS,
  LISTING_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SELLER_STATUSES,
  YANGON_REGION,
} from '../../lib/constants';
import { HIDDEN_REASONS } from '../../lib/forms/report';
import { chatColumns, createdAt, id, sqlList, updatedAt } from './columns';
import { townships, users } from './entities';

/**
 * Whether a listing is public: the one condition every public query on listings adds (search,
 * full-text search, home, sitemap, similar listings, agent pages, /api/listing/get*, the
 * counters' triggers in SQL), and the predicate of the partial search indexes below, so that a
 * page's ids are still read from an index alone. An admin hides a listing after reports
 * (domain/reports); its lister and admins still open it.
 */
const notHidden = (hiddenAt: AnyPgColumn) => sql`${hiddenAt} is null`;

export const listings = pgTable(
  'listings',
  {
    id: id(),
    userRef: uuid('user_ref')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    township: text('township')
      .notNull()
      .references(() => townships.slug),
    propertyType: text('property_type').notNull(),
    type: text('type').notNull().default('rent'),
    squareFeet: integer('square_feet'),
    landSquareFeet: integer('land_square_feet'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    regularPrice: numeric('regular_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(1),
    discountPrice: numeric('discount_price', { precision: 12, scale: 2, mode: 'number' }),
    /**
     * The regular price in lakh kyat and in US dollars, whatever currency it is listed in, at the
     * rate of the day (exchange-rates.ts). Written by the database on every write of the price or
     * currency (a trigger: the SQL at the end of the migration that made exchange_rates), and by
     * the job that applies a new rate (domain/exchange-rates). Searches filter and sort by these.
     */
    priceLakh: numeric('price_lakh', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    priceUsd: numeric('price_usd', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    offer: boolean('offer').notNull().default(false),
    parking: boolean('parking').notNull().default(false),
    swimmingPool: boolean('swimming_pool').notNull().default(false),
    gym: boolean('gym').notNull().default(false),
    furnished: boolean('furnished').notNull().default(false),
    generator: boolean('generator').notNull().default(false),
    propertyStatus: text('property_status').notNull().default('Still Available'),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('Agent'),
    phone: text('phone').notNull(),
    ...chatColumns(),
    /**
     * Where the home is, in degrees (WGS 84): the lister's pin, else its township's centre
     * (lib/map/township-centres.ts). Inside Yangon Region (YANGON_REGION), checked below.
     */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The listing's reference number, shown as 'YH-000123' (lib/listing-reference.ts): short enough to say on the phone. */
    refNo: integer('ref_no').notNull().unique().generatedByDefaultAsIdentity(),
    /** Set while an admin hides the listing (lib/views/listing-view.ts: `hidden`); null when public. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why, for its lister: one of HIDDEN_REASONS (a reason an admin gave, or held for review). */
    hiddenReason: text('hidden_reason'),
    /** The quality score, 0 to 100 (lib/quality-score.ts), kept by domain/quality, and when it was worked out (null: never). */
    qualityScore: smallint('quality_score').notNull().default(0),
    qualityScoredAt: timestamp('quality_scored_at', { withTimezone: true }),
    /**
     * The last real change a seeker would notice: price, photos, title, description, address or
     * status (lib/real-change.ts). Freshness counts from it, so saving a listing
     * again unchanged does not lift it. A trigger holds it at or before updated_at
     * (drizzle/*_listing_changed_at.sql).
     */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The score plus one point per day of changed_at, set by a trigger (drizzle/*_listing_changed_at.sql): the "Recommended" order. */
    recommendedRank: doublePrecision('recommended_rank').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // What a search filters on besides its type: the columns every covering search index carries,
    // so that a page's ids are read from the index alone.
    const facets = [t.propertyType, t.township, t.currency, t.bedrooms, t.regularPrice, t.parking, t.furnished, t.swimmingPool, t.gym, t.offer] as const;
    return [
      index('listings_user_idx').on(t.userRef, t.createdAt),
      // An admin's pages of every listing, hidden ones included, newest first (the performance tab).
      index('listings_created_idx').on(t.createdAt, t.id),
      index('listings_type_created_idx').on(t.type, t.createdAt),
      index('listings_township_idx').on(t.township),
      // The map's 'Search this area': a range of latitudes read from the index, the longitudes
      // checked on its entries (a btree, which PGlite and every PostgreSQL have; no PostGIS).
      index('listings_location_idx').on(t.latitude, t.longitude),
      // Advanced search (/search): one index per sort order, the id making the order total (a page
      // boundary never repeats or skips a listing), each also carrying every filterable column. A
      // page's ids are then read from the index alone, however selective or correlated the filters
      // ("houses with a pool" is nearly empty, and a planner guessing otherwise must not have to
      // read the whole table to find out). The full-text columns and their trigram indexes are not
      // Drizzle columns: see drizzle/0002_search_sql.sql.
      index('listings_search_created_idx').on(t.createdAt, t.id, t.type, ...facets).where(notHidden(t.hiddenAt)),
      // The default order of /search: live homes first, newest first (resultOrder), read backwards.
      index('listings_search_live_created_idx')
        .on(sql`(${t.propertyStatus} = 'Still Available')`, t.createdAt, t.id, t.type, ...facets)
        .where(notHidden(t.hiddenAt)),
      // Oldest first with rented and sold homes after the live ones: read forwards.
      index('listings_search_closed_created_idx')
        .on(sql`(${t.propertyStatus} <> 'Still Available')`, t.createdAt, t.id, t.type, ...facets)
        .where(notHidden(t.hiddenAt)),
      // Recently updated, as the created pair: live homes alone either way with the state fixed, and
      // with closed ones shown the still-available one backwards, the closed-flag one forwards.
      index('listings_search_live_updated_idx')
        .on(sql`(${t.propertyStatus} = 'Still Available')`, t.updatedAt, t.id, t.type, ...facets)
        .where(notHidden(t.hiddenAt)),
      index('listings_search_closed_updated_idx')
        .on(sql`(${t.propertyStatus} <> 'Still Available')`, t.updatedAt, t.id, t.type, ...facets)
        .where(notHidden(t.hiddenAt)),
      // The same columns led by the township, the filter most searches use: a township's count
      // and pages are then read from a short range of the index.
      index('listings_search_township_idx').on(t.township, t.propertyType, t.type, t.currency, t.bedrooms, t.regularPrice, t.parking, t.furnished, t.swimmingPool, t.gym, t.offer, t.createdAt, t.updatedAt, t.id).where(notHidden(t.hiddenAt)),
      // Led by the price in lakh, whatever the listing's currency: the order of a search sorted by
      // price, and the range of a price filter in lakh. The dollar one serves a filter in dollars.
      index('listings_search_price_idx').on(t.priceLakh, t.id, t.type, ...facets).where(notHidden(t.hiddenAt)),
      // Sorted by price, live homes first, any type: cheapest first reads the closed-flag one
      // forwards, dearest first the still-available one backwards (resultOrder).
      index('listings_search_live_price_asc_idx')
        .on(sql`(${t.propertyStatus} <> 'Still Available')`, t.priceLakh, t.id, ...facets)
        .where(notHidden(t.hiddenAt)),
      index('listings_search_live_price_desc_idx')
        .on(sql`(${t.propertyStatus} = 'Still Available')`, t.priceLakh, t.id, ...facets)
        .where(notHidden(t.hiddenAt)),
      // The same two led by the type, which nearly every search names: a sale's price in lakh is
      // far above any rent's, so dearest-first rentals read through the pair above passed every
      // live sale first (156 ms at a million listings; 0.1 ms this way), and cheapest-first sales
      // every rental. The type first, so that with rented and sold homes shown too (no state
      // fixed) the walk still stays within the type: led by the state, it passed the live sales
      // (37 ms at a million). The planner takes prices as spread evenly over the types and costs
      // both pairs alike; without the type among the pair above's columns, it sees the type
      // checked on each table row there and takes these.
      index('listings_search_type_live_price_idx')
        .on(t.type, sql`(${t.propertyStatus} = 'Still Available')`, t.priceLakh, t.id, ...facets)
        .where(notHidden(t.hiddenAt)),
      index('listings_search_type_closed_price_idx')
        .on(t.type, sql`(${t.propertyStatus} <> 'Still Available')`, t.priceLakh, t.id, ...facets)
        .where(notHidden(t.hiddenAt)),
      index('listings_search_price_usd_idx').on(t.priceUsd, t.id, t.type, t.propertyType, t.township, t.bedrooms, t.parking, t.furnished, t.swimmingPool, t.gym, t.offer).where(notHidden(t.hiddenAt)),
      // A price range within a type and a township, the filters searches combine most: the count
      // reads that township's homes in the range alone and stops at its cap, as few entries at a
      // million listings as at 100,000 (0.6 ms; 11 ms at a million through the price-led indexes,
      // which pass every township's homes in the range). The state is carried so that counting
      // live homes reads no table row.
      index('listings_search_township_price_idx')
        .on(t.type, t.township, t.priceLakh, t.id, t.propertyType, t.currency, t.bedrooms, t.regularPrice, t.parking, t.furnished, t.swimmingPool, t.gym, t.offer, t.propertyStatus)
        .where(notHidden(t.hiddenAt)),
      index('listings_search_township_price_usd_idx')
        .on(t.type, t.township, t.priceUsd, t.id, t.propertyType, t.bedrooms, t.parking, t.furnished, t.swimmingPool, t.gym, t.offer, t.propertyStatus)
        .where(notHidden(t.hiddenAt)),
      // Led by the property type, for searches that choose one but no township: without it, "rent
      // houses with an offer" counted its 669 matches by reading all 100,000 entries of another
      // index (7 ms of database CPU; 1.7 with it).
      index('listings_search_property_type_idx').on(t.propertyType, t.type, t.currency, t.bedrooms, t.regularPrice, t.parking, t.furnished, t.swimmingPool, t.gym, t.offer, t.createdAt, t.updatedAt, t.id).where(notHidden(t.hiddenAt)),
      // One small partial index per rare amenity (each on under a tenth of the listings), for
      // searches ticking one with neither township nor property type: "rent with a gym and an
      // offer" read 100,000 entries to count 345 listings (12 ms), and reads 4,000 with these (0.5).
      // Measured over the benchmark's 500 searches: about -30% database CPU per search page. That the
      // planner picks them for "houses with a pool" (none: pools come with condos) rests on the
      // statistics of drizzle/0009_amenity_statistics.sql.
      ...(['gym', 'swimmingPool', 'offer'] as const).map((flag) =>
        index(`listings_search_${t[flag].name}_idx`)
          .on(t.type, ...facets, t.createdAt, t.updatedAt, t.id)
          .where(sql`${t[flag]} and ${notHidden(t.hiddenAt)}`),
      ),
      // "Recommended" (search): Premium Ads first, then by rank, read in order from the index.
      index('listings_recommended_idx').on(t.offer, t.recommendedRank, t.id).where(notHidden(t.hiddenAt)),
      // The same in /search, live homes first (read backwards), or alone with the state fixed.
      index('listings_recommended_live_idx').on(sql`(${t.propertyStatus} = 'Still Available')`, t.offer, t.recommendedRank, t.id).where(notHidden(t.hiddenAt)),
      // The admins' list of hidden listings, newest first (domain/reports/report-queue.server.ts).
      index('listings_hidden_idx').on(t.hiddenAt).where(sql`${t.hiddenAt} is not null`),
      check('listings_hidden_reason_check', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null) and (${t.hiddenReason} is null or ${t.hiddenReason} in (${sqlList(HIDDEN_REASONS)}))`),
      check('listings_type_check', sql`${t.type} in (${sqlList(LISTING_TYPES)})`),
      check(
        'listings_property_type_check',
        sql`${t.propertyType} in (${sqlList(PROPERTY_TYPES)})`,
      ),
      check('listings_currency_check', sql`${t.currency} in (${sqlList(CURRENCIES)})`),
      check('listings_status_check', sql`${t.status} in (${sqlList(SELLER_STATUSES)})`),
      check('listings_property_status_check', sql`${t.propertyStatus} in (${sqlList(PROPERTY_STATUSES)})`),
      check('listings_name_len', sql`length(${t.name}) between ${sql.raw(String(LIMITS.titleMin))} and ${sql.raw(String(LIMITS.titleMax))}`),
      check('listings_phone_len', sql`length(${t.phone}) between ${sql.raw(String(LIMITS.phoneMin))} and ${sql.raw(String(LIMITS.phoneMax))}`),
      check('listings_regular_price_range', sql`${t.regularPrice} between 1 and ${sql.raw(String(LIMITS.priceMax))}`),
      check(
        'listings_discount_price_range',
        sql`${t.discountPrice} is null or (${t.discountPrice} between 0 and ${sql.raw(String(LIMITS.priceMax))} and ${t.discountPrice} < ${t.regularPrice})`,
      ),
      check(
        'listings_square_feet_range',
        sql`${t.squareFeet} is null or ${t.squareFeet} between ${sql.raw(String(LIMITS.squareFeetMin))} and ${sql.raw(String(LIMITS.squareFeetMax))}`,
      ),
      check(
        'listings_land_square_feet_range',
        sql`${t.landSquareFeet} is null or ${t.landSquareFeet} between 0 and ${sql.raw(String(LIMITS.landSquareFeetMax))}`,
      ),
      check('listings_bedrooms_range', sql`${t.bedrooms} is null or ${t.bedrooms} between 0 and ${sql.raw(String(LIMITS.roomsMax))}`),
      check(
        'listings_location_in_yangon',
        sql`${t.latitude} between ${sql.raw(String(YANGON_REGION.south))} and ${sql.raw(String(YANGON_REGION.north))} and ${t.longitude} between ${sql.raw(String(YANGON_REGION.west))} and ${sql.raw(String(YANGON_REGION.east))}`,
      ),
      check('listings_bathrooms_range', sql`${t.bathrooms} is null or ${t.bathrooms} between 0 and ${sql.raw(String(LIMITS.roomsMax))}`),
    ];
  },
);

/** The condition of a public listing (see notHidden), for queries on `listings`. */
export const publicListing = notHidden(listings.hiddenAt);

/** A listing not yet rented out or sold, and its opposite: the first key of the searches' orders (see resultOrder). */
export const stillAvailable = sql`(${listings.propertyStatus} = 'Still Available')`;
export const closedListing = sql`(${listings.propertyStatus} <> 'Still Available')`;

/** The same for raw SQL that names `listings` under an alias (`from listings c`). */
export const publicListingAs = (alias: string) => sql`${sql.identifier(alias)}.${sql.identifier(listings.hiddenAt.name)} is null`;

export const listingImages = pgTable(
  'listing_images',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.position] }),
    check('listing_images_position_range', sql`${t.position} between 0 and ${sql.raw(String(LIMITS.listingImagesMax - 1))}`),
  ],
);

export type Listing = typeof listings.$inferSelect;
