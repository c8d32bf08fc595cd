import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema';
import * as relatedApi from '../../routes/api/listing.get-related';
import { call } from '../../../tests/support/requests';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let owner: User;
beforeAll(async () => {
  owner = await insertUser();
});

const related = (listingId: string) => call(relatedApi.loader, `/api/listing/getRelated?listingId=${encodeURIComponent(listingId)}`);
const at = (minutes: number) => new Date(Date.UTC(2024, 5, 1, 0, minutes));

describe('GET /api/listing/getRelated', () => {
  it('answers the newest 4 of the same type sharing township or property type, never the listing itself', async () => {
    const self = await insertListing(owner, { type: 'rent', township: 'bahan', propertyType: 'condo', createdAt: at(100) }, ['/media/a.webp']);
    const sameTownship = await insertListing(owner, { type: 'rent', township: 'bahan', propertyType: 'house', createdAt: at(1) }, ['/media/b.webp']);
    const sameKind = await insertListing(owner, { type: 'rent', township: 'insein', propertyType: 'condo', createdAt: at(2) });
    const both = await insertListing(owner, { type: 'rent', township: 'bahan', propertyType: 'condo', createdAt: at(3) });
    const newest = await insertListing(owner, { type: 'rent', township: 'bahan', propertyType: 'land', createdAt: at(4) });
    const oldest = await insertListing(owner, { type: 'rent', township: 'bahan', propertyType: 'apartment', createdAt: at(0) });
    // Not similar: other type (sale), or nothing in common.
    await insertListing(owner, { type: 'sale', township: 'bahan', propertyType: 'condo', createdAt: at(50) });
    await insertListing(owner, { type: 'rent', township: 'insein', propertyType: 'house', createdAt: at(60) });

    const res = await related(self.id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    const ids = body.results.map((l: { _id: string }) => l._id);
    expect(ids).toEqual([newest.id, both.id, sameKind.id, sameTownship.id]);
    expect(ids).not.toContain(self.id);
    expect(ids).not.toContain(oldest.id);
    // ListingView shape, with images.
    expect(body.results[3]).toMatchObject({ _id: sameTownship.id, type: 'rent', imageUrls: ['/media/b.webp'] });
  });

  it('answers an empty list when nothing is similar, and 404 for an unknown listing', async () => {
    const lonely = await insertListing(owner, { type: 'sale', township: 'thanlyin', propertyType: 'industrial-zone' });
    expect(await (await related(lonely.id)).json()).toEqual({ success: true, results: [] });
    expect((await related('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await related('')).status).toBe(404);
  });
});
