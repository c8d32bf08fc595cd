import { describe, expect, it } from 'vitest';
import type { Listing } from '../../db/schema';
import { toListingView } from './listing-view.server';

const row: Listing = {
  id: '6b640314-21f8-40f8-9f1d-73f4e39df2e8',
  userRef: 'd7473f12-c63e-4ce8-827e-d9e933d8927e',
  refNo: 42,
  hiddenAt: null,
  hiddenReason: null,
  qualityScore: 0,
  qualityScoredAt: null,
  recommendedRank: 0,
  viber: null,
  whatsapp: '09 111 222 333',
  messenger: null,
  name: 'Condo in Bahan',
  description: '<p>Bright.</p>',
  address: '12 Inya Road',
  township: 'bahan',
  propertyType: 'condo',
  type: 'rent',
  squareFeet: 1200,
  landSquareFeet: null,
  bedrooms: 3,
  bathrooms: 2,
  regularPrice: 1500,
  discountPrice: null,
  priceLakh: 67.5,
  priceUsd: 1500,
  offer: false,
  parking: true,
  swimmingPool: true,
  gym: false,
  furnished: true,
  generator: true,
  propertyStatus: 'Still Available',
  currency: 'USD',
  status: 'Agent',
  phone: '09 420 000 000',
  latitude: 16.8131,
  longitude: 96.1561,
  createdAt: new Date('2026-11-01T08:00:00.000Z'),
  updatedAt: new Date('2026-11-02T08:00:00.000Z'),
  changedAt: new Date('2026-11-02T08:00:00.000Z'),
};

describe('toListingView', () => {
  it("gives the spec's field names, prices as numbers and dates as ISO text", () => {
    const view = toListingView(row, ['/media/a.webp']);
    expect(view).toMatchObject({ _id: row.id, userRef: row.userRef, regularPrice: 1500, discountPrice: null, imageUrls: ['/media/a.webp'] });
    expect(view.createdAt).toBe('2026-11-01T08:00:00.000Z');
    expect(view.updatedAt).toBe('2026-11-02T08:00:00.000Z');
    expect(view).not.toHaveProperty('id');
  });

  it('names every field it sends: a column added to the table later does not leave the server', () => {
    const view = toListingView({ ...row, ownerNotes: 'private' } as Listing, []);
    expect(view).not.toHaveProperty('ownerNotes');
    // Every column but the moderation state, which pages get as `hidden` (listing-view.server.ts: hiddenState), and the
    // quality score's and the last real change, which only search reads, + imageUrls.
    const { hiddenAt: _at, hiddenReason: _reason, qualityScore: _score, qualityScoredAt: _scoredAt, recommendedRank: _rank, changedAt: _changed, ...sent } = row;
    expect(Object.keys(view)).toHaveLength(Object.keys(sent).length + 1);
    expect(view).not.toHaveProperty('hiddenAt');
  });
});
