// "May this user post?" is one rule (postingRefusal, lib/package-rules.ts) and its SQL mirror
// (claimListingSlot's UPDATE). For each case of the table, on the real database, the rule's
// answer read from the user's package status is the expected one, and the SQL guard takes a
// slot exactly when the rule allows, and useListingSlot refuses with the rule's status.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { packages, packageSubscriptions, type User } from '../../db/schema';
import { mayPost, postingRefusal, type PostingRefusal } from '../../lib/package-rules';
import { MONTHLY_LIMIT_REACHED, PACKAGE_NOT_ACTIVE } from '../../lib/package-rules';
import { claimListingSlot, useListingSlot } from './listing-slots.server';
import { getPackageStatus } from './subscriptions.server';
import { insertDemoPackages, insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

const DAY = 86_400_000;
/** One clock for the whole table, so "expires exactly now" is exactly now for both sides. */
const now = new Date('2026-06-01T09:00:00.000Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

/** A subscription, oldest first: its package's limit (-1: unlimited), listings used, its start and end. */
interface Holding {
  limit: number;
  used: number;
  starts: Date;
  expires: Date;
  /** The demo Free plan instead of a package made for the case. */
  free?: true;
}

interface Case {
  name: string;
  isAdmin?: true;
  holdings: Holding[];
  expected: PostingRefusal | null;
}

const active = (limit: number, used: number): Holding => ({ limit, used, starts: at(-1), expires: at(29) });

const CASES: Case[] = [
  { name: 'no package', holdings: [], expected: 'not-active' },
  { name: 'expired, listings left', holdings: [{ limit: 10, used: 0, starts: at(-40), expires: at(-10) }], expected: 'not-active' },
  { name: 'expiring exactly now', holdings: [{ limit: 10, used: 0, starts: at(-30), expires: now }], expected: 'not-active' },
  { name: 'expiring a millisecond from now', holdings: [{ limit: 10, used: 0, starts: at(-30), expires: new Date(now.getTime() + 1) }], expected: null },
  { name: 'free plan, nothing used', holdings: [{ ...active(3, 0), free: true }], expected: null },
  { name: 'free plan, one listing left', holdings: [{ ...active(3, 2), free: true }], expected: null },
  { name: 'free plan, exactly at the limit', holdings: [{ ...active(3, 3), free: true }], expected: 'limit-reached' },
  { name: 'paid plan, exactly at the limit', holdings: [active(10, 10)], expected: 'limit-reached' },
  { name: 'over the limit (an admin lowered it)', holdings: [active(5, 8)], expected: 'limit-reached' },
  { name: 'a package of 0 listings', holdings: [active(0, 0)], expected: 'limit-reached' },
  { name: 'unlimited (-1), many used', holdings: [active(-1, 5000)], expected: null },
  { name: 'unlimited (-1), expired', holdings: [{ limit: -1, used: 0, starts: at(-40), expires: at(-1) }], expected: 'not-active' },
  { name: 'newest expired, an older one still active', holdings: [active(10, 0), { limit: 10, used: 0, starts: at(-0.5), expires: at(-0.25) }], expected: 'not-active' },
  { name: 'newest active, an older one used up', holdings: [{ limit: 3, used: 3, starts: at(-20), expires: at(10) }, active(10, 0)], expected: null },
  { name: 'admin without a package', isAdmin: true, holdings: [], expected: null },
  { name: 'admin with a package used up', isAdmin: true, holdings: [active(3, 3)], expected: null },
];

let freePlanId: string;
let made = 0;

beforeAll(async () => {
  const demo = await insertDemoPackages();
  freePlanId = demo.find((p) => p.title === 'Free')!.id;
});

/** A user holding the case's subscriptions; returns them and their newest subscription's id. */
async function arrange(c: Case): Promise<{ user: User; newest?: string }> {
  const user = await insertUser({ isAdmin: c.isAdmin ?? false });
  let newest: string | undefined;
  for (const h of c.holdings) {
    made += 1;
    const packageId = h.free
      ? freePlanId
      : (await getDb().insert(packages).values({ title: `Case ${made}`, price: 1000, listingLimit: h.limit, durationDays: 30 }).returning())[0].id;
    const [row] = await getDb()
      .insert(packageSubscriptions)
      .values({ userId: user.id, packageId, startsAt: h.starts, expiresAt: h.expires, listingsUsed: h.used })
      .returning();
    newest = row.id;
  }
  return { user, newest };
}

/** listings_used of the subscription, read with `db` (inside a transaction: that transaction). */
const usedOf = async (subscriptionId: string | undefined, db: Pick<ReturnType<typeof getDb>, 'select'> = getDb()) =>
  subscriptionId
    ? (await db.select({ used: packageSubscriptions.listingsUsed }).from(packageSubscriptions).where(eq(packageSubscriptions.id, subscriptionId)))[0].used
    : undefined;

const REFUSED: Record<PostingRefusal, { status: number; message: string }> = {
  'not-active': { status: 403, message: PACKAGE_NOT_ACTIVE },
  'limit-reached': { status: 429, message: MONTHLY_LIMIT_REACHED },
};

describe('the posting rule and its SQL mirror agree', () => {
  it.each(CASES)('$name', async (c) => {
    // The pure rule, on the status the pages show.
    const { user, newest } = await arrange(c);
    const status = await getPackageStatus({ userId: user.id, now });
    expect(postingRefusal({ isAdmin: user.isAdmin, current: status })).toBe(c.expected);

    // The SQL guard on its own takes a slot exactly when the rule allows a user who is not an
    // admin (it knows nothing of admins: an admin's package answers as anyone's), rolled back after.
    const beforeClaim = await usedOf(newest);
    const claimed = await getDb()
      .transaction(async (tx) => {
        const took = await claimListingSlot({ userId: user.id, db: tx, now });
        const after = await usedOf(newest, tx);
        throw Object.assign(new Error('roll back'), { took, after });
      })
      .catch((error: { took: boolean; after?: number }) => error);
    expect(claimed.took).toBe(mayPost({ isAdmin: false, current: status }));
    expect(claimed.after).toBe(claimed.took ? beforeClaim! + 1 : beforeClaim);

    // The path a new listing takes: the same answer, with the rule's status and message.
    const before = await usedOf(newest);
    const answer = await useListingSlot({ user, db: getDb(), now }).then(
      (value) => ({ value }),
      (error: { status?: number; message?: string }) => ({ refused: { status: error.status, message: error.message } }),
    );
    expect(answer).toStrictEqual(c.expected === null ? { value: undefined } : { refused: REFUSED[c.expected] });
    // A slot taken from the package when allowed, none when refused; admins take nothing.
    expect(await usedOf(newest)).toBe(c.expected === null && !c.isAdmin && before !== undefined ? before + 1 : before);
  });
});

describe('claimListingSlot', () => {
  it('lets only one of several simultaneous posts take the last slot', async () => {
    const { user, newest } = await arrange({ name: 'last slot', holdings: [active(4, 3)], expected: null });
    const takes = await Promise.all(
      Array.from({ length: 5 }, () => getDb().transaction((tx) => claimListingSlot({ userId: user.id, db: tx, now }))),
    );
    expect(takes.filter(Boolean)).toHaveLength(1);
    expect(await usedOf(newest)).toBe(4);
  });

  it('follows a package whose limit an admin raised after the subscription began', async () => {
    const { user, newest } = await arrange({ name: 'raised', holdings: [active(2, 2)], expected: 'limit-reached' });
    expect(await claimListingSlot({ userId: user.id, db: getDb(), now })).toBe(false);
    const [sub] = await getDb().select().from(packageSubscriptions).where(eq(packageSubscriptions.id, newest!));
    await getDb().update(packages).set({ listingLimit: 3 }).where(eq(packages.id, sub.packageId));
    expect(await claimListingSlot({ userId: user.id, db: getDb(), now })).toBe(true);
    expect(await usedOf(newest)).toBe(3);
  });
});
