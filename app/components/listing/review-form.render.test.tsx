// Server-renders the review part of a listing page: a user who already reviewed the listing is
// told that sending the form updates their review, and the form starts from it.
import { describe, expect, it } from 'vitest';
import type { ViewerReviews } from '../../lib/views/review-view';
import type { RootData } from '../../lib/root-data';
import { renderWholePage } from '../../../tests/support/render-page';
import { Reviews } from './reviews';

const me = { _id: 'u1', username: 'Ma Hla', email: 'hla@example.com', avatar: null, isAdmin: false, role: 'user', createdAt: '' };
const review = { _id: 'r1', listingId: 'l1', userRef: 'u1', rating: 3, content: 'Quiet street, fair price.', createdAt: new Date().toISOString(), user: { username: 'Ma Hla', avatar: null } };

function render(data: ViewerReviews, root: Partial<RootData> = { user: me }) {
  const Page = () => <Reviews listingId="l1" data={data} signedIn />;
  return renderWholePage('/listing/l1', Page, {}, { pattern: 'listing/:listingId', root });
}

// A checked radio's tag has `checked`, bare or as `checked=""`.
const checkedStars = (html: string) => [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]).filter((tag) => /\schecked(?:="")?(?=[\s/>])/.test(tag)).map((tag) => /value="(\d)"/.exec(tag)?.[1]);

describe('the review form', () => {
  it('invites a user without a review to write one, empty', async () => {
    const html = await render({ reviews: [], average: null, count: 0, mine: null });
    expect(html).toContain('Write a review');
    expect(html).toContain('Submit review');
    expect(html).not.toContain('Update your review');
    expect(checkedStars(html)).toEqual([]);
    expect(html).toMatch(/<textarea[^>]*name="content"[^>]*><\/textarea>/);
  });

  it('tells a user who already reviewed the listing that they are updating it, starting from their rating and text', async () => {
    const html = await render({ reviews: [{ ...review, isMine: true }], average: 3, count: 1, mine: review });
    expect(html).toContain('Update your review');
    expect(html).toContain('You have reviewed this listing. Sending the form again replaces your review.');
    expect(html).toContain('>Update review<');
    expect(html).not.toContain('Submit review');
    expect(checkedStars(html)).toEqual(['3']);
    expect(html).toMatch(/<textarea[^>]*name="content"[^>]*>Quiet street, fair price.<\/textarea>/);
    // One review by them in the list, with its delete control.
    expect(html.match(/Quiet street, fair price\./g)).toHaveLength(2);
    expect(html).toContain('aria-label="Delete your review"');
  });

  it('says it in Burmese too', async () => {
    const html = await render({ reviews: [], average: null, count: 0, mine: review }, { user: me, lang: 'my' });
    expect(html).toContain('သင့်သုံးသပ်ချက်ကို ပြင်ဆင်ရန်');
    expect(html).not.toContain('Update your review');
  });
});
