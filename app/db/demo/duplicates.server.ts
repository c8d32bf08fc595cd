// Demo data for possible duplicates: one of the first owner's listings posted again by an agency,
// with the same photo and price, pending in the moderators' queue (/moderation/duplicates).
import { sql } from 'drizzle-orm';
import { getDb } from '../registry.server';
import { listingDuplicates } from '../schema';

export async function seedDuplicatePair(): Promise<void> {
  const db = getDb();
  // The demo listings share a small pool of pictures per property type: pick a pair that shares one.
  const found = (await db.execute(sql`select a.id as original, b.id as copy
    from listings a join users ua on ua.id = a.user_ref
    join listings b on b.property_type = a.property_type and b.user_ref <> a.user_ref
    join users ub on ub.id = b.user_ref and ub.role = 'agent'
    where ua.email = 'owner1@demo.yangonhomes.local' and a.hidden_at is null and b.hidden_at is null
      and exists (select 1 from listing_images x join listing_images y on y.url = x.url where x.listing_id = a.id and y.listing_id = b.id)
    order by a.ref_no, b.ref_no limit 1`)) as unknown as { rows: { original: string; copy: string }[] };
  const pair = found.rows[0];
  if (!pair) return;
  // The agency's copy: the same home (its title, address, pin and rooms too) at the same price, posted yesterday.
  await db.execute(sql`update listings b set township = a.township, type = a.type, currency = a.currency, regular_price = a.regular_price,
      name = a.name, address = a.address, description = a.description, latitude = a.latitude, longitude = a.longitude,
      bedrooms = a.bedrooms, bathrooms = a.bathrooms, square_feet = a.square_feet, land_square_feet = a.land_square_feet,
      property_status = 'Still Available', created_at = now() - interval '1 day', updated_at = now() - interval '1 day'
    from listings a where a.id = ${pair.original} and b.id = ${pair.copy}`);
  // Posted yesterday at that price: its history is that one price, or its page would show a cut.
  await db.execute(sql`delete from listing_prices where listing_id = ${pair.copy}`);
  await db.execute(sql`insert into listing_prices (listing_id, price, currency, changed_at) select id, regular_price, currency, created_at from listings where id = ${pair.copy}`);
  await db.insert(listingDuplicates).values({ listingId: pair.copy, otherListingId: pair.original, shares: ['photo', 'price'] }).onConflictDoNothing();
}
