// The pages that show listings as cards or tiles read them as such: each query's rows are exactly
// what the card needs (the card made from the whole listing), with no description.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing, User } from '../../db/schema';
import { agentListingCards } from '../agents/agent-page.server';
import { searchListings } from '../search/advanced-search.server';
import { fullTextSearch, fullTextSearchCards } from '../search/full-text-search.server';
import { parseAdvancedSearch } from '../../lib/schemas/search';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { getListing } from './get-listing.server';
import { toListingCard } from '../../lib/views/listing-card';
import { loadListingPage } from './listing-page.server';
import { getRelatedListings } from './related.server';

setupTestDatabase();
let owner: User;
let self: Listing;
const at = (minutes: number) => new Date(Date.UTC(2024, 5, 1, 0, minutes));
const LONG = `<p>${'A long description the cards never show. '.repeat(200)}</p>`;

beforeAll(async () => {
  owner = await insertUser();
  self = await insertListing(owner, { type: 'rent', township: 'bahan', propertyType: 'condo', name: 'Zebracard condo in Bahan', description: LONG, createdAt: at(100) }, ['/media/a.webp']);
  // Similar: with two images (a card has only the cover), with none, with a discount and an offer.
  await insertListing(owner, { type: 'rent', township: 'bahan', propertyType: 'house', name: 'Zebracard house', description: LONG, createdAt: at(1) }, ['/media/b.webp', '/media/c.webp']);
  await insertListing(owner, { type: 'rent', township: 'insein', propertyType: 'condo', name: 'Zebracard condo in Insein', description: LONG, createdAt: at(2) });
  await insertListing(owner, { type: 'rent', township: 'bahan', propertyType: 'land', name: 'Zebracard land', description: LONG, createdAt: at(3), offer: true, regularPrice: 5000, discountPrice: 4500 }, ['/media/d.webp']);
  await insertListing(owner, { type: 'sale', township: 'bahan', propertyType: 'condo', name: 'Zebracard sale condo', description: LONG, createdAt: at(4) }, ['/media/e.webp']);
});

/** The card (or tile) each listing makes when read whole, in the given order. */
const cardsOfWhole = async (ids: string[]) => Promise.all(ids.map(async (id) => toListingCard((await getListing({ id, viewer: null }))!)));

function expectNoDescription(items: object[]) {
  for (const item of items) {
    expect(item).not.toHaveProperty('description');
    expect(item).not.toHaveProperty('phone');
  }
}

describe('listings read as cards', () => {
  it('the listing page reads its similar listings as cards, in the order of /api/listing/getRelated', async () => {
    const page = (await loadListingPage({ id: self.id, viewer: null }))!;
    const whole = await getRelatedListings({ listingId: self.id, viewer: null });
    expect(page.similar.map((card) => card._id)).toEqual(whole.map((listing) => listing._id));
    expect(page.similar).toHaveLength(3);
    expect(page.similar).toEqual(whole.map(toListingCard));
    expectNoDescription(page.similar);
    // The API still answers whole listings, as the spec has them.
    expect(whole[0].description).toBe(LONG);
  });

  it('the advanced search reads a page of cards', async () => {
    const { listings } = await searchListings({ query: parseAdvancedSearch(new URLSearchParams('township=bahan&type=all')) });
    expect(listings).toHaveLength(4);
    expect(listings).toEqual(await cardsOfWhole(listings.map((card) => card._id)));
    expect(listings.find((card) => card.name === 'Zebracard house')!.cover).toBe('/media/b.webp');
    expectNoDescription(listings);
  });

  it('the full-text search page reads cards, the API whole listings, of the same batch', async () => {
    const cards = await fullTextSearchCards({ term: 'zebracard', limit: 3 });
    const whole = await fullTextSearch({ term: 'zebracard', limit: 3 });
    expect(cards.hasMore).toBe(true);
    expect(whole.hasMore).toBe(true);
    expect(cards.listings).toEqual(whole.listings.map(toListingCard));
    expect(cards.listings).toEqual(await cardsOfWhole(cards.listings.map((card) => card._id)));
    expectNoDescription(cards.listings);
    expect(whole.listings[0].description).toBe(LONG);
    expect(await fullTextSearchCards({ term: '   ' })).toEqual({ listings: [], hasMore: false });
  });

  it("the agent page reads the user's newest listings as tiles", async () => {
    const tiles = await agentListingCards({ userId: owner.id, limit: 4 });
    expect(tiles.map((tile) => tile.name)).toEqual(['Zebracard condo in Bahan', 'Zebracard sale condo', 'Zebracard land', 'Zebracard condo in Insein']);
    expect(tiles).toEqual(await Promise.all(tiles.map(async (tile) => toListingCard((await getListing({ id: tile._id, viewer: null }))!))));
    expectNoDescription(tiles);
  });
});
