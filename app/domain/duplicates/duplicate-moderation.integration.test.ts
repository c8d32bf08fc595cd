// The moderators' possible duplicates over HTTP (/moderation/duplicates): the pair side by side,
// Hide one of the two (hidden from every public list, its lister told), or dismiss the pair;
// admins only, checked on the server; bad input answered with a clear message, never a 500.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listingDuplicates, listings } from '../../db/schema';
import { formatReference } from '../../lib/listing-reference';
import * as page from '../../routes/duplicate-listings';
import { DUPLICATE_MESSAGES } from './resolve-duplicate.server';
import { UNKNOWN_ACTION } from './duplicate-step.server';
import { call } from '../../../tests/support/requests';
import { insertListing, makeUser } from '../../../tests/support/fixtures';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
setupTestSmtp();
type Person = Awaited<ReturnType<typeof makeUser>>;
let admin: Person;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  [admin, alice, bob] = await Promise.all([makeUser({ isAdmin: true }), makeUser({ name: 'ma-alice' }), makeUser({ name: 'ko-bob', role: 'agent' })]);
});

/** Alice's listing, and Bob's posted after it with the same photo and price, pending. */
async function pendingPair() {
  const original = await insertListing(alice, { township: 'bahan', type: 'rent', currency: 'USD', regularPrice: 900, squareFeet: 1000 }, ['/media/aa/00000000-0000-4000-8000-000000000001-800.webp']);
  const copy = await insertListing(bob, { township: 'bahan', type: 'rent', currency: 'USD', regularPrice: 900, squareFeet: 800 }, ['/media/aa/00000000-0000-4000-8000-000000000002-800.webp']);
  const [pair] = await getDb().insert(listingDuplicates).values({ listingId: copy.id, otherListingId: original.id, shares: ['photo', 'price'] }).returning();
  return { original, copy, pair };
}

const act = (fields: Record<string, string>, cookie?: string) => call(page.action, '/moderation/duplicates', { body: new URLSearchParams(fields), cookie });
const pairRow = async (id: string) => (await getDb().select().from(listingDuplicates).where(eq(listingDuplicates.id, id)))[0];
const hiddenAt = async (id: string) => (await getDb().select({ at: listings.hiddenAt }).from(listings).where(eq(listings.id, id)))[0].at;

describe('the queue', () => {
  it('shows an admin each pending pair side by side', async () => {
    const { original, copy, pair } = await pendingPair();
    const res = await call(page.loader, '/moderation/duplicates', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    const shown = body.pairs.find((p: { _id: string }) => p._id === pair.id);
    expect(shown).toMatchObject({
      shares: ['photo', 'price'],
      listing: { id: copy.id, reference: formatReference(copy.refNo), price: 900, currency: 'USD', area: 800, township: 'bahan', lister: 'ko-bob', hidden: false },
      other: { id: original.id, reference: formatReference(original.refNo), price: 900, area: 1000, lister: 'ma-alice', hidden: false },
    });
    expect(body.total).toBeGreaterThanOrEqual(1);
  });

  it('is for admins only: others are sent to sign in', async () => {
    for (const cookie of [undefined, alice.cookie]) {
      const res = await call(page.loader, '/moderation/duplicates', { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/^\/sign-in\?redirectTo=/);
    }
  });
});

describe("a moderator's decision", () => {
  it('hides the one chosen and confirms the pair; it leaves the queue', async () => {
    const { original, copy, pair } = await pendingPair();
    const res = await act({ intent: 'hide-duplicate', pair: pair.id, listing: copy.id }, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await hiddenAt(copy.id)).not.toBeNull();
    expect(await hiddenAt(original.id)).toBeNull();
    const [row] = await getDb().select({ reason: listings.hiddenReason }).from(listings).where(eq(listings.id, copy.id));
    expect(row.reason).toBe('duplicate');
    expect(await pairRow(pair.id)).toMatchObject({ status: 'confirmed', hiddenListingId: copy.id, resolvedBy: admin.id });
    const queue = await (await call(page.loader, '/moderation/duplicates', { cookie: admin.cookie })).json();
    expect(queue.pairs.map((p: { _id: string }) => p._id)).not.toContain(pair.id);
  });

  it('dismisses a pair, once', async () => {
    const { original, copy, pair } = await pendingPair();
    expect((await act({ intent: 'dismiss-duplicate', pair: pair.id }, admin.cookie)).status).toBe(200);
    expect(await pairRow(pair.id)).toMatchObject({ status: 'dismissed', resolvedBy: admin.id });
    expect(await hiddenAt(copy.id)).toBeNull();
    expect(await hiddenAt(original.id)).toBeNull();
    const again = await act({ intent: 'dismiss-duplicate', pair: pair.id }, admin.cookie);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ ok: false, status: 404, message: DUPLICATE_MESSAGES.gone });
  });

  it('is refused to anyone but an admin, and changes nothing', async () => {
    const { copy, pair } = await pendingPair();
    for (const person of [alice, bob]) {
      for (const fields of [{ intent: 'hide-duplicate', pair: pair.id, listing: copy.id }, { intent: 'dismiss-duplicate', pair: pair.id }] as Record<string, string>[]) {
        const res = await act(fields, person.cookie);
        expect(res.status).toBe(403);
        expect((await res.json()).ok).toBe(false);
      }
    }
    const visitor = await act({ intent: 'dismiss-duplicate', pair: pair.id });
    expect(visitor.status).toBe(302);
    expect(await pairRow(pair.id)).toMatchObject({ status: 'pending' });
    expect(await hiddenAt(copy.id)).toBeNull();
  });

  it('answers bad input with a clear message, never a 500', async () => {
    const { pair } = await pendingPair();
    const other = await insertListing(alice);
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: 'hide-duplicate', pair: pair.id, listing: other.id }, 400, DUPLICATE_MESSAGES.notInPair],
      [{ intent: 'hide-duplicate', pair: pair.id }, 400, DUPLICATE_MESSAGES.notInPair],
      [{ intent: 'hide-duplicate', pair: 'not-an-id', listing: other.id }, 404, DUPLICATE_MESSAGES.gone],
      [{ intent: 'dismiss-duplicate', pair: '00000000-0000-4000-8000-000000000000' }, 404, DUPLICATE_MESSAGES.gone],
      [{ intent: 'dismiss-duplicate' }, 404, DUPLICATE_MESSAGES.gone],
      [{ intent: 'delete-everything', pair: pair.id }, 400, UNKNOWN_ACTION],
      [{ pair: pair.id }, 400, UNKNOWN_ACTION],
    ];
    for (const [fields, status, message] of cases) {
      const res = await act(fields, admin.cookie);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ ok: false, status, message });
    }
    expect(await pairRow(pair.id)).toMatchObject({ status: 'pending' });
    expect(await hiddenAt(other.id)).toBeNull();
  });
});
