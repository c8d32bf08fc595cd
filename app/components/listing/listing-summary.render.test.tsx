// Server-renders a listing's summary: the reference number a caller can quote, the price per
// square foot beside the price, in both languages, and no view count (it comes after hydration).
import { describe, expect, it } from 'vitest';
import type { ListingView } from '../../lib/views/listing-view';
import { renderPage } from '../../../tests/support/render-page';
import { ListingSummary } from './listing-summary';

const condo = {
  _id: 'l1', refNo: 123, name: 'Condo in Bahan', description: '', address: 'No. 1, Inya Road', township: 'bahan', propertyType: 'condo',
  type: 'rent', squareFeet: 800, landSquareFeet: null, bedrooms: 2, bathrooms: 1, regularPrice: 1200, discountPrice: null, offer: false,
  parking: false, swimmingPool: false, gym: false, furnished: false, generator: false, propertyStatus: 'Still Available', currency: 'USD',
  status: 'Agent', phone: '09 123 456', viber: null, whatsapp: null, messenger: null, latitude: 16.8131, longitude: 96.1561, imageUrls: [], userRef: 'u', createdAt: '2024-06-16T00:00:00.000Z', updatedAt: '2024-06-16T00:00:00.000Z',
} satisfies ListingView;

const render = (listing: ListingView, lang: 'en' | 'my' = 'en') =>
  renderPage('/listing/l1', () => <ListingSummary listing={listing} townshipName="Bahan" />, {}, { pattern: 'listing/:listingId', root: { lang } })
    .replace(/<!-- -->/g, '');

describe('the listing summary', () => {
  it('shows the reference number and the monthly price per square foot of a flat for rent', () => {
    const html = render(condo);
    expect(html).toContain('Reference:</dt><dd class="font-medium text-fg">YH-000123</dd>');
    expect(html).toContain('$1.5 per sq ft / month');
  });

  it("divides a plot's price by its land area, and says nothing per square foot without an area", () => {
    expect(render({ ...condo, type: 'sale', currency: 'lakh MMK', squareFeet: null, landSquareFeet: 2400, regularPrice: 1200 })).toContain('50,000 MMK per sq ft<');
    expect(render({ ...condo, squareFeet: null })).not.toContain('per sq ft');
  });

  it('offers call and SMS always, and each chat app the lister gave, as links to the apps', () => {
    const plain = render(condo);
    expect(plain).toContain('href="tel:09123456"');
    expect(plain).toContain('href="sms:09123456"');
    expect(plain).not.toContain('viber://');
    const chatty = render({ ...condo, viber: '09 123 456 789', whatsapp: '09 123 456 789', messenger: 'daw.khin' });
    expect(chatty).toContain('href="viber://chat?number=%2B959123456789"');
    expect(chatty).toMatch(/href="https:\/\/wa\.me\/959123456789"[^>]* target="_blank" rel="noopener noreferrer nofollow"/);
    expect(chatty).toContain('href="https://m.me/daw.khin"');
    expect(chatty).toContain('<span class="sr-only">Chat on </span>WhatsApp');
  });

  it('holds the place of the view count, which the page does not carry: a box as wide as five digits, no number in the page', () => {
    const html = render(condo);
    const dd = html.match(/<dd aria-live="polite"[^>]*>(.*?)<\/dd>/);
    expect(dd).not.toBeNull();
    const [whole, inside] = dd!;
    // The box's width comes from generated text (in the stylesheet's ::before, hidden), not from the page's text.
    expect(whole).toContain('data-width-of="00,000 views"');
    expect(whole).toContain('before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-width-of)]');
    expect(inside).toContain('data-views-placeholder');
    // What the page's text says of it, with or without a stylesheet: only that the count is on its way.
    expect(inside.replace(/<[^<>]*>/g, '')).toBe('Loading...');
    expect(render(condo, 'my')).toContain('data-width-of="ကြည့်ရှုမှု 00,000 ကြိမ်"');
  });

  it('speaks Burmese to a Burmese reader', () => {
    const html = render(condo, 'my');
    expect(html).toContain('ကြော်ငြာ အမှတ်:');
    expect(html).toContain('တစ်စတုရန်းပေလျှင် $1.5');
  });
});
