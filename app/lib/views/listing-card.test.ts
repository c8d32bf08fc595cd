import { describe, expect, it } from 'vitest';
import { toListingCard } from './listing-card';
import type { ListingView } from './listing-view';

describe('listing cards', () => {
  it('keep the card fields and only the cover image', () => {
    const listing = { _id: 'l', name: 'Condo', description: '<p>x</p>', phone: '09', imageUrls: ['/a.webp', '/b.webp'], type: 'rent' } as ListingView;
    const card = toListingCard(listing);
    expect(card.cover).toBe('/a.webp');
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('phone');
    expect(card).not.toHaveProperty('imageUrls');
    expect(toListingCard({ ...listing, imageUrls: [] }).cover).toBeNull();
  });
});
