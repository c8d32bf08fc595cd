// Demo numbers for the listers' charts: 90 days (or since each listing was posted) of visitors,
// some saves and alert mails, as the raw events the site records, then rolled up as the hourly
// job does, so /dashboard?tab=performance and My Listings' trends show on a fresh `npm start`.
// Counts come from hashes of the listing and the day: the same demo every time, no two listings alike.
import { sql } from 'drizzle-orm';
import { rollupListingStats } from '../../domain/listing-performance/rollup.server';
import { yangonDay } from '../../domain/listings/yangon-day.server';
import { getDb } from '../registry.server';

export async function seedListingPerformance({ now = new Date() }: { now?: Date } = {}): Promise<void> {
  const db = getDb();
  const today = yangonDay(now);
  const posted = sql.raw(`greatest(((l.created_at at time zone 'UTC') + interval '6 hours 30 minutes')::date, '${today}'::date - 89)`);
  // Visitors: a listing's own popularity (1-3) times a daily figure, more at weekends.
  await db.execute(sql`
    insert into page_views (listing_id, visitor_hash, day)
    select l.id, md5(l.id::text || d.day::text || v.n::text), d.day
    from listings l
    cross join lateral (select ${posted} + i as day from generate_series(0, ${today}::date - ${posted}) as i) as d
    cross join lateral generate_series(1, (abs(hashtext(l.id::text)) % 3 + 1) * (abs(hashtext(l.id::text || d.day::text)) % 6)
      + case when extract(isodow from d.day) >= 6 then 3 else 0 end) as v (n)
    on conflict do nothing`);
  // Saves: each demo person saved a few listings of others, some time after they were posted.
  await db.execute(sql`
    insert into favourites (user_id, listing_id, title, created_at)
    select u.id, l.id, l.name, l.created_at + (${now.toISOString()}::timestamptz - l.created_at) * ((abs(hashtext(u.id::text || l.id::text)) % 97) / 100.0)
    from users u cross join listings l
    where l.user_ref <> u.id and abs(hashtext(l.id::text || u.id::text)) % 5 = 0
    on conflict do nothing`);
  // Alert mails that carried a listing: now and then, to one of the demo people.
  await db.execute(sql`
    insert into alert_listings (listing_id, user_id, day, sent_at)
    select l.id, u.id, d.day, (d.day::timestamp + interval '1 hour 30 minutes') at time zone 'UTC'
    from listings l
    cross join lateral (select ${posted} + i as day from generate_series(0, ${today}::date - ${posted}) as i) as d
    join users u on u.id <> l.user_ref and abs(hashtext(u.id::text || l.id::text || d.day::text)) % 40 = 0`);
  await rollupListingStats({ days: 90, now });
}
