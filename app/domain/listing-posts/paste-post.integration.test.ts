// "Paste a post" on the listing form without JavaScript: "Read the post" posts the whole form to
// the page's action, which answers with the form filled from the post (nothing saved); the form
// drawn from that answer is listing-form.render.test.tsx's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingFormAnswer } from '../../components/listing-form/listing-form';
import { LISTING_DRAFT_MESSAGES } from '../../lib/forms/listing-draft';
import * as createPage from '../../routes/create-listing';
import * as createAdminPage from '../../routes/create-listing-admin';
import { call } from '../../../tests/support/requests';
import { makeUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let lister: Awaited<ReturnType<typeof makeUser>>;
let admin: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  [lister, admin] = await Promise.all([makeUser(), makeUser({ isAdmin: true })]);
});

const BURMESE_POST = 'ရန်ကင်း ကွန်ဒိုခန်း ငှားရန်ရှိသည်\nမာစတာ ၁ ခန်း ၊ ဘုံဆိုင် ၁ ခန်း\n၁၀၅၀ စတုရန်းပေ\nပရိဘောဂ အပြည့်\nလစဉ် ၁၂ သိန်း\n၀၉ ၇၉၁ ၂၃၄ ၅၆၇';

const readPost = (fields: Record<string, string>, cookie = lister.cookie, page: typeof createPage.action = createPage.action) =>
  call(page, '/create-listing', { body: new URLSearchParams({ intent: 'read-post', ...fields }), cookie });

describe('reading a pasted post into the listing form', () => {
  it('fills the fields it states, keeps what was typed, and makes the post the description', async () => {
    const res = await readPost({ post: BURMESE_POST, name: 'Typed title stays here', status: 'Owner', address: 'No. 5, Kaba Aye Road' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ListingFormAnswer;
    expect(answer.values).toMatchObject({
      name: 'Typed title stays here',
      address: 'No. 5, Kaba Aye Road',
      status: 'Owner',
      township: 'yankin',
      propertyType: 'condo',
      type: 'rent',
      bedrooms: '2',
      squareFeet: '1050',
      regularPrice: '12',
      currency: 'lakh MMK',
      phone: '09791234567',
      furnished: 'on',
      post: BURMESE_POST,
    });
    expect(answer.values.description).toContain('<p>ရန်ကင်း ကွန်ဒိုခန်း ငှားရန်ရှိသည်</p>');
    expect(answer.marks?.words.regularPrice?.join(' ')).toContain('၁၂ သိန်း');
    expect(answer.errors).toEqual({});
  });

  it('keeps a description the lister wrote, and leaves a field the post names twice for the lister', async () => {
    const res = await readPost({ post: 'Sanchaung or Kamaryut, condo for sale, USD 85,000 or 3500 lakhs, 09 250 111 222', description: '<p>My own words.</p>' });
    const answer = (await res.json()) as ListingFormAnswer;
    expect(answer.values.description).toBe('<p>My own words.</p>');
    expect(answer.values.township).toBeUndefined();
    expect(answer.marks?.ambiguous).toEqual(expect.arrayContaining(['township', 'regularPrice']));
  });

  it('refuses an empty or too long post with the form check\'s message, keeping what was typed', async () => {
    const empty = await readPost({ post: '   ', name: 'Kept title' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { post: LISTING_DRAFT_MESSAGES.missing }, values: { name: 'Kept title' } });
    const long = await readPost({ post: 'x'.repeat(20_001) });
    expect(long.status).toBe(400);
    expect((await long.json()).errors).toEqual({ post: LISTING_DRAFT_MESSAGES.tooLong });
  });

  it('answers a signed-out visitor as a lapsed session, and works on the admin form too', async () => {
    const visitor = await readPost({ post: BURMESE_POST }, '');
    expect(visitor.status).toBe(401);
    const res = await readPost({ post: BURMESE_POST }, admin.cookie, createAdminPage.action);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ListingFormAnswer).values.township).toBe('yankin');
  });
});
