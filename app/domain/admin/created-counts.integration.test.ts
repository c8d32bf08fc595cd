// The daily counts (daily_created_counts, kept by triggers) against the tables themselves: after
// inserts on either side of "last month"'s first day, a created_at moved across it, deletions
// (a user's listings with them) and a bulk insert, each total and last-month count equals a count
// of the rows.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, posts, users } from '../../db/schema';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { createdCounts, type CountedTable } from './created-counts.server';
import { monthAgo } from './month-ago.server';
import { getAdminOverview } from './overview.server';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HOUR = 3_600_000;
const now = new Date('2026-11-15T10:00:00Z');
const since = monthAgo(now);
const TABLES = { users, listings, posts };

/** The same two numbers counted from the rows. */
async function counted(table: CountedTable) {
  const t = TABLES[table];
  const [row] = await getDb()
    .select({ total: sql<number>`count(*)`.mapWith(Number), lastMonth: sql<number>`count(*) filter (where ${t.createdAt} >= ${since})`.mapWith(Number) })
    .from(t);
  return row;
}

async function expectExact() {
  for (const table of ['users', 'listings', 'posts'] as const) expect(await createdCounts(table, now), table).toEqual(await counted(table));
}

const post = (createdAt: Date, i: number) => ({ title: `Post ${i}`, slug: `post-${i}-${createdAt.getTime()}`, content: 'Text', createdAt });

describe('daily created counts', () => {
  it('equal a count of the rows through inserts, a moved creation day, deletions and a bulk insert', async () => {
    // Either side of the month's first instant, on its own day, and well inside and outside the month.
    const times = [new Date(since.getTime() - HOUR), new Date(since.getTime() + HOUR), new Date(now.getTime() - 3 * 24 * HOUR), new Date(now.getTime() - 90 * 24 * HOUR)];
    const owners = [];
    for (const createdAt of times) owners.push(await insertUser({ createdAt }));
    const homes = [];
    for (const [i, createdAt] of times.entries()) homes.push(await insertListing(owners[i % 2], { createdAt }));
    await getDb().insert(posts).values(times.map(post));
    await expectExact();
    expect(await createdCounts('listings', now)).toEqual({ total: 4, lastMonth: 2 });

    // A creation time moved out of the month, and one into it.
    await getDb().update(listings).set({ createdAt: times[3] }).where(eq(listings.id, homes[1].id));
    await getDb().update(listings).set({ createdAt: times[2] }).where(eq(listings.id, homes[0].id));
    await expectExact();

    // A user deleted takes their listings with them; a post deleted on its own.
    await getDb().delete(users).where(eq(users.id, owners[1].id));
    await getDb().delete(posts).where(inArray(posts.createdAt, [times[1]]));
    await expectExact();

    // Many rows in one statement, over several days.
    await getDb().insert(posts).values(Array.from({ length: 40 }, (_, i) => post(new Date(now.getTime() - i * 24 * HOUR), 100 + i)));
    await expectExact();
  });

  it('give the admin overview its totals', async () => {
    const overview = await getAdminOverview({ now });
    expect({ users: overview.users, listings: overview.listings, posts: overview.posts }).toEqual({
      users: await counted('users'),
      listings: await counted('listings'),
      posts: await counted('posts'),
    });
  });
});
