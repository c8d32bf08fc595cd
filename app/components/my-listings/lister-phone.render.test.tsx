// Server-renders what a lister meets on a phone: each My Listings card's one-tap status (the
// state its type can reach), Delete apart from it; the counts named for what they count; and the
// price question a refused listing comes back with, before any script runs.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';
import { PRICE_CHECK_MESSAGE } from '../../lib/forms/price-sense';
import { PriceCheck } from '../listing-form/price-check';
import { ListingCounts } from './listing-counts';
import { MyListingCards, type MyListingRow } from './my-listing-rows';

const row = (type: 'rent' | 'sale', propertyStatus: string): MyListingRow => ({
  _id: `l-${type}`, name: `Flat for ${type}`, type, offer: false, regularPrice: 500, discountPrice: null, currency: 'USD', propertyStatus, updatedAt: '2026-11-20T10:00:00.000Z', cover: null,
});
const cards = (rows: MyListingRow[], lang: 'en' | 'my' = 'en') =>
  renderPage('/my-listing', () => <MyListingCards rows={rows} onDelete={() => {}} />, {}, { root: { lang } }).replace(/<!-- -->/g, '');

describe('a My Listings card', () => {
  it('offers the one state its type can reach next: rented out, sold, or available again', () => {
    expect(cards([row('rent', 'Still Available')])).toContain('aria-label="Mark as rented out: Flat for rent"');
    expect(cards([row('sale', 'Still Available')])).toContain('aria-label="Mark as sold: Flat for sale"');
    expect(cards([row('rent', 'Rented Out')])).toContain('aria-label="Mark as available: Flat for rent"');
    expect(cards([row('rent', 'Still Available')], 'my')).toContain('ငှားပြီးဟု မှတ်မည်');
  });

  it('puts the status beside Edit and Delete after both, a quiet text button', () => {
    const html = cards([row('rent', 'Still Available')]);
    const mark = html.indexOf('Mark as rented out:');
    const edit = html.indexOf('aria-label="Edit:');
    const del = html.indexOf('aria-label="Delete:');
    expect(mark).toBeLessThan(edit);
    expect(edit).toBeLessThan(del);
    const deleteButton = /<button[^>]*aria-label="Delete: Flat for rent"[^>]*>/.exec(html)?.[0] ?? '';
    expect(deleteButton).not.toContain('border');
  });
});

describe('the counts', () => {
  it('are named for what they count, each with the past month', () => {
    const html = renderPage('/my-listing', () => <ListingCounts counts={{ totalListings: 1, lastMonthListings: 1, totalSales: 0, lastMonthSales: 0, totalRent: 1, lastMonthRent: 1 }} />, {}).replace(/<!-- -->/g, '');
    for (const label of ['All listings', 'Listings for sale', 'Listings for rent']) expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('1 new in the past month');
    expect(html).not.toMatch(/Total Sales|Total Rents/);
  });
});

describe('the price question', () => {
  const draw = (error: string | undefined, sent?: Record<string, unknown>) =>
    renderPage('/create-listing', () => <PriceCheck error={error} sent={sent} onSettle={() => {}} />, {}).replace(/<!-- -->/g, '');

  it('comes back from the server, without scripts, asking about the lakh and offering the confirmation', () => {
    const html = draw(PRICE_CHECK_MESSAGE, { type: 'rent', currency: 'USD', regularPrice: '8' });
    expect(html).toContain('Did you mean 8 lakh?');
    expect(html).toContain('Change to lakh MMK');
    expect(html).toMatch(/<input[^>]*name="priceConfirmed"/);
    expect(html).toContain('This price looks unusual for its currency.');
  });

  it('suggests dollars for a rent of thousands of lakh, and draws nothing for a price that fits', () => {
    expect(draw(PRICE_CHECK_MESSAGE, { type: 'rent', currency: 'lakh MMK', regularPrice: '1500' })).toContain('Did you mean $1,500 a month?');
    expect(draw(undefined)).not.toContain('priceConfirmed');
  });
});
