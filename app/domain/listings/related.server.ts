// "Similar listings" under a listing: same rent/sale type, and the same township or the same
// property type, newest first. Cheap on purpose: it runs on every listing page.
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, publicListing, publicListingAs, type Listing } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { listingWithImages, toView } from './get-listing.server';
import { visibleTo, type Viewer } from './visibility.server';
import type { ListingCardData } from '../../lib/views/listing-card';
import type { ListingView } from '../../lib/views/listing-view';

export const RELATED_COUNT = 4;

/**
 * The similar listings of the listing in the current row of a query on `listings`, as cards
 * (ListingCardData, built in SQL), newest first: a column of the listing page's one query
 * (listing-page.server.ts). The same choice as findSimilar below, but one plan for every
 * listing (the values come from the outer row): walk the type's newest listings in the creation
 * date's search index until 4 match. That finds them within a few dozen entries when the
 * township or property type is common, and walks the whole type, index only, for a listing with
 * few or no similar ones (findSimilar's own plan reads the township's index then). `npx tsx
 * bench/listing-page-query.ts` measures it.
 */
export const similarCardsColumn = sql<ListingCardData[]>`coalesce((
  select json_agg(json_build_object(
    '_id', s.id, 'name', s.name, 'township', s.township, 'propertyType', s.property_type, 'type', s.type, 'offer', s.offer,
    'regularPrice', s.regular_price, 'discountPrice', s.discount_price, 'priceLakh', s.price_lakh, 'priceUsd', s.price_usd, 'currency', s.currency,
    'bedrooms', s.bedrooms, 'bathrooms', s.bathrooms, 'squareFeet', s.square_feet,
    'landSquareFeet', s.land_square_feet, 'propertyStatus', s.property_status,
    'cover', (select i.url from listing_images i where i.listing_id = s.id order by i.position limit 1)
  ) order by s.created_at desc, s.id desc)
  from (
    -- The ids first, from the search index on the creation date alone (it holds type, township
    -- and property type: an index-only walk), then only these 4 rows are read.
    select s.* from (
      select c.id from listings c
      where ${publicListingAs('c')} and c.id <> ${listings.id} and c.type = ${listings.type} and (c.township = ${listings.township} or c.property_type = ${listings.propertyType})
        -- Homes one can still have: a rented-out home's page offers these instead of contact.
        and c.property_status = 'Still Available'
      order by c.created_at desc, c.id desc
      limit ${sql.raw(String(RELATED_COUNT))}
    ) ids join listings s on s.id = ids.id
  ) s
), '[]'::json)`;

type Basis = Pick<Listing, 'id' | 'type' | 'township' | 'propertyType'>;

/**
 * Listings similar to the given one (which is never among them). Not a prepared statement: the
 * best plan depends on the values (walk the newest listings when the township or property type is
 * common, read the township's and property type's indexes when both are rare), and a generic plan
 * would walk every listing for a rare pair.
 */
export async function findSimilar({ id, type, township, propertyType }: Basis): Promise<ListingView[]> {
  const rows = await getDb()
    .select(listingWithImages)
    .from(listings)
    .where(and(publicListing, ne(listings.id, id), eq(listings.type, type), or(eq(listings.township, township), eq(listings.propertyType, propertyType)), eq(listings.propertyStatus, 'Still Available')))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(RELATED_COUNT);
  return rows.map(toView);
}

/** GET /api/listing/getRelated?listingId=: 404 when the listing does not exist or is hidden from the viewer. */
export async function getRelatedListings({ listingId, viewer }: { listingId: string; viewer: Viewer }): Promise<ListingView[]> {
  if (!isUuid(listingId)) throw notFound('Listing not found.');
  const [listing] = await getDb()
    .select({ id: listings.id, type: listings.type, township: listings.township, propertyType: listings.propertyType })
    .from(listings)
    .where(and(eq(listings.id, listingId), visibleTo(viewer)))
    .limit(1);
  if (!listing) throw notFound('Listing not found.');
  return findSimilar(listing);
}
