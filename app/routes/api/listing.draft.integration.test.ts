import { beforeAll, describe, expect, it } from 'vitest';
import * as draftApi from './listing.draft';
import { call } from '../../../tests/support/requests';
import { makeUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let cookie: string;

beforeAll(async () => {
  ({ cookie } = await makeUser());
});

const draft = (options: Parameters<typeof call>[2]) => call(draftApi.action, '/api/listing/draft', { method: 'POST', ...options });

describe('POST /api/listing/draft', () => {
  it('refuses a visitor with 401 in the /api failure shape', async () => {
    const res = await draft({ json: { text: 'Condo for rent in Bahan' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, statusCode: 401, message: 'Please sign in to read a post into a listing.' });
  });

  it('reads a mixed English and Burmese post into the fields the listing form takes, with their words', async () => {
    const text = '🏠 ကမာရွတ် Condo for rent\n2BR 2 bath, 1,100 sq ft, fully furnished\nလစဉ် ၁၅ သိန်း\n📞 ၀၉ ၇၇၁ ၂၃၄ ၅၆၇';
    const res = await draft({ json: { text }, cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.draft).toEqual({
      type: 'rent',
      propertyType: 'condo',
      township: 'kamayut',
      bedrooms: 2,
      bathrooms: 2,
      squareFeet: 1100,
      regularPrice: 15,
      currency: 'lakh MMK',
      phone: '09771234567',
      furnished: true,
    });
    expect(body.text).toBe(text);
    expect(body.evidence).toContainEqual({ field: 'township', start: 3, end: 10, text: 'ကမာရွတ်' });
    expect(body.evidence).toContainEqual({ field: 'regularPrice', start: text.indexOf('၁၅'), end: text.indexOf('၁၅') + 8, text: '၁၅ သိန်း' });
    expect(body.ambiguous).toEqual([]);
  });

  it('converts a Zawgyi post first and points its evidence into the Unicode text', async () => {
    const res = await draft({ json: { text: 'ရန္ကင္း ကြန္ဒို ေရာင္းမည္ ၁၂၀၀ စတုရန္းေပ ေဈး ၃၅၀၀ သိန္း' }, cookie });
    const body = await res.json();
    expect(body.text).toBe('ရန်ကင်း ကွန်ဒို ရောင်းမည် ၁၂၀၀ စတုရန်းပေ ဈေး ၃၅၀၀ သိန်း');
    expect(body.draft).toEqual({ type: 'sale', propertyType: 'condo', township: 'yankin', squareFeet: 1200, regularPrice: 3500, currency: 'lakh MMK' });
    expect(body.evidence).toContainEqual({ field: 'township', start: 0, end: 7, text: 'ရန်ကင်း' });
  });

  it('names two townships and two prices and picks neither', async () => {
    const body = await (await draft({ json: { text: 'Condo in Sanchaung or Bahan, $800 or 15 lakhs' }, cookie })).json();
    expect(body.draft).toEqual({ propertyType: 'condo' });
    expect([...body.ambiguous].sort()).toEqual(['currency', 'regularPrice', 'township']);
  });

  it.each([
    [{}, 'Please paste the text of a post.'],
    [{ text: '   ' }, 'Please paste the text of a post.'],
    [{ text: 42 }, 'Please paste the text of a post.'],
    [{ text: 'x'.repeat(20_001) }, 'The post must be at most 20,000 characters.'],
  ])('refuses %j with 400 and a message', async (json, message) => {
    const res = await draft({ json, cookie });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, statusCode: 400 });
    expect(body.errors.text).toBe(message);
  });

  it('takes a post at the limit, and answers malformed bodies without a 500', async () => {
    expect((await draft({ json: { text: `Bahan ${'၁'.repeat(19_994)}` }, cookie })).status).toBe(200);
    expect((await draft({ body: '{"text":', headers: { 'content-type': 'application/json' }, cookie })).status).toBe(400);
    expect((await draft({ body: 'text=hi', headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookie })).status).toBe(415);
    expect((await draft({ json: ['text'], cookie })).status).toBe(400);
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const res = await draft({ json: { text: 'x'.repeat(120_000) }, cookie });
    expect(res.status).toBe(413);
  });

  it('answers GET with 405', async () => {
    const res = await call(draftApi.loader, '/api/listing/draft', { cookie });
    expect(res.status).toBe(405);
  });
});
