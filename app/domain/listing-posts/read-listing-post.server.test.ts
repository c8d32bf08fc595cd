import { describe, expect, it } from 'vitest';
import { readListingPost } from './read-listing-post.server';
import { ACCURACY_TARGETS, DEFAULT_ACCURACY_TARGET, postAccuracy } from './post-accuracy.server';
import { unicodeText } from '../../server-lib/zawgyi.server';
import { LISTING_POSTS } from '../../../tests/fixtures/listing-posts';

describe('the post reader against the corpus', () => {
  const { fields } = postAccuracy(LISTING_POSTS);

  it('has at least 80 posts, Zawgyi ones the detector is sure of among them', () => {
    expect(LISTING_POSTS.length).toBeGreaterThanOrEqual(80);
    const zawgyi = LISTING_POSTS.filter((post) => post.zawgyi);
    expect(zawgyi.length).toBeGreaterThanOrEqual(8);
    expect(zawgyi.filter((post) => !unicodeText(post.text).converted)).toEqual([]);
  });

  it.each(fields.map((f) => [f.field, f] as const))('reads %s at its target accuracy', (field, count) => {
    expect(count.stated).toBeGreaterThan(0);
    expect(count.right / count.stated).toBeGreaterThanOrEqual(ACCURACY_TARGETS[field] ?? DEFAULT_ACCURACY_TARGET);
  });

  it('guesses no field a post does not state', () => {
    expect(fields.filter((f) => f.guessed > 0)).toEqual([]);
  });
});

describe('readListingPost', () => {
  it('gives each field the words it came from, as offsets into the text read', () => {
    const reading = readListingPost('Condo for rent in Hlaing Tharyar, 2BR, 15 lakhs, 09 7712 34567');
    expect(reading.draft).toEqual({ type: 'rent', propertyType: 'condo', township: 'hlaingtharya', bedrooms: 2, regularPrice: 15, currency: 'lakh MMK', phone: '09771234567' });
    for (const { start, end, text } of reading.evidence) expect(reading.text.slice(start, end)).toBe(text);
    expect(reading.evidence.find((e) => e.field === 'township')?.text).toBe('Hlaing Tharyar');
  });

  it('points into the converted text of a Zawgyi post', () => {
    const reading = readListingPost('ကမာရြတ္ တိုက္ခန္း ငွားရန္ လစဉ္ ၄ သိန္း');
    expect(reading.text).toBe('ကမာရွတ် တိုက်ခန်း ငှားရန် လစဉ် ၄ သိန်း');
    expect(reading.evidence.find((e) => e.field === 'township')?.text).toBe('ကမာရွတ်');
  });

  it('names two townships and two prices ambiguous and picks neither', () => {
    const reading = readListingPost('Bahan or Yankin, 15 lakhs or $500');
    expect(reading.draft).toEqual({});
    expect(reading.ambiguous.sort()).toEqual(['currency', 'regularPrice', 'township']);
  });

  it('reads nothing from text that states nothing', () => {
    expect(readListingPost('')).toEqual({ text: '', draft: {}, evidence: [], ambiguous: [] });
    expect(readListingPost('Mingalaba 🙏 anyone know a good plumber?').draft).toEqual({});
  });

  // Slow-pattern input: each part matches in one pass, so these answer as fast as a post does.
  it.each([
    ['a run of digits', '1'.repeat(5_000), {}],
    ['a dollar sign and a run of digits', `$${'9'.repeat(5_000)}`, {}],
    ['repeated sides', "12'×50'×".repeat(700), { squareFeet: 600 }],
    ['repeated lakh words', 'သိန်း'.repeat(1_000), {}],
    ['one price repeated', '၁၅ သိန်း '.repeat(600), { regularPrice: 15, currency: 'lakh MMK' }],
    ['township words that name none', 'dagon myothit '.repeat(360), {}],
    ['room words', '2 bed x '.repeat(600), { bedrooms: 2 }],
  ])('reads %s (about 5,000 characters) to a plain answer', (_name, text, draft) => {
    const reading = readListingPost(text);
    expect(reading.text).toBe(text);
    expect(reading.draft).toEqual(draft);
    expect(reading.ambiguous).toEqual([]);
  });
});
