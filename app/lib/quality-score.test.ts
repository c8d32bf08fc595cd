import { describe, expect, it } from 'vitest';
import { TOWNSHIP_CENTRES } from './map/township-centres';
import { QUALITY_POINTS, qualityScore, type QualityInput } from './quality-score';

const NOW = new Date('2026-11-27T12:00:00Z');
const [lat, lng] = TOWNSHIP_CENTRES.bahan;

/** A listing that earns every point. */
const FULL: QualityInput = {
  photos: 6,
  title: 'Bright two-bedroom condo near Inya Lake, Bahan',
  description: `<p>${'A quiet, sunny flat with a view of the lake. '.repeat(8)}</p>`,
  township: 'bahan',
  latitude: lat + 0.004,
  longitude: lng - 0.003,
  propertyType: 'condo',
  squareFeet: 1200,
  landSquareFeet: null,
  bedrooms: 2,
  bathrooms: 2,
  regularPrice: 1200,
  currency: 'USD',
  viber: '09 123 456 789',
  whatsapp: null,
  messenger: null,
  changedAt: new Date('2026-11-20T12:00:00Z'),
  priceRange: { low: 0.01, high: 0.1 },
};

describe('qualityScore', () => {
  it('adds up to 100 for a listing with everything, with no next step', () => {
    expect(Object.values(QUALITY_POINTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(qualityScore(FULL, NOW)).toMatchObject({ score: 100, next: null });
  });

  it('gives 5 points a photo up to 5, and asks for the photos missing', () => {
    const result = qualityScore({ ...FULL, photos: 3 }, NOW);
    expect(result.score).toBe(90);
    expect(result.next).toEqual({ part: 'photos', points: 10, text: 'Add {n} more photos: +{points}', vars: { n: 2, points: 10 } });
    expect(qualityScore({ ...FULL, photos: 4 }, NOW).next).toMatchObject({ text: 'Add 1 more photo: +{points}', vars: { points: 5 } });
  });

  it('wants a title of 30 to 80 characters', () => {
    expect(qualityScore({ ...FULL, title: 'Condo in Bahan' }, NOW)).toMatchObject({ score: 90, next: { part: 'title', text: 'Write a title of {min} to {max} characters: +{points}' } });
    expect(qualityScore({ ...FULL, title: 'x'.repeat(81) }, NOW).next).toMatchObject({ part: 'title', text: 'Shorten the title to {max} characters: +{points}' });
    expect(qualityScore({ ...FULL, title: 'x'.repeat(30) }, NOW).score).toBe(100);
    expect(qualityScore({ ...FULL, title: 'x'.repeat(80) }, NOW).score).toBe(100);
  });

  it('counts the description as text, without its markup', () => {
    const short = `<p><strong>${'x'.repeat(250)}</strong></p>`;
    expect(qualityScore({ ...FULL, description: short }, NOW)).toMatchObject({ score: 85, next: { part: 'description', vars: { n: 50, points: 15 } } });
    expect(qualityScore({ ...FULL, description: `<p>${'x'.repeat(300)}</p>` }, NOW).score).toBe(100);
  });

  it('wants the pin moved off the township centre', () => {
    expect(qualityScore({ ...FULL, latitude: lat, longitude: lng }, NOW)).toMatchObject({ score: 90, next: { part: 'pin' } });
    expect(qualityScore({ ...FULL, latitude: null, longitude: null }, NOW).score).toBe(90);
  });

  it('wants area and rooms as the property type asks for them', () => {
    expect(qualityScore({ ...FULL, bedrooms: null }, NOW).parts.size).toBe(0);
    // A studio has 0 bedrooms: filled, not missing.
    expect(qualityScore({ ...FULL, bedrooms: 0 }, NOW).parts.size).toBe(10);
    const land = { ...FULL, propertyType: 'land', squareFeet: null, bedrooms: null, bathrooms: null, landSquareFeet: 4000, regularPrice: 200 };
    expect(qualityScore(land, NOW).parts.size).toBe(10);
    expect(qualityScore({ ...FULL, propertyType: 'house', landSquareFeet: null }, NOW).parts.size).toBe(0);
    expect(qualityScore({ ...FULL, propertyType: 'house', landSquareFeet: 2000 }, NOW).parts.size).toBe(10);
  });

  it("wants the price per square foot within the township's range, in either currency", () => {
    // $1,200 for 1,200 sq ft: 0.045 lakh a square foot.
    expect(qualityScore({ ...FULL, priceRange: { low: 0.05, high: 0.1 } }, NOW).parts.price).toBe(0);
    expect(qualityScore({ ...FULL, regularPrice: 54, currency: 'lakh MMK' }, NOW).parts.price).toBe(10);
    expect(qualityScore({ ...FULL, regularPrice: 540, currency: 'lakh MMK' }, NOW).parts.price).toBe(0);
    // No range known yet (too few listings): any price with an area counts; no area, no price check.
    expect(qualityScore({ ...FULL, priceRange: null }, NOW).parts.price).toBe(10);
    expect(qualityScore({ ...FULL, priceRange: null, squareFeet: null }, NOW).parts.price).toBe(0);
  });

  it('wants a chat contact', () => {
    expect(qualityScore({ ...FULL, viber: null }, NOW)).toMatchObject({ score: 90, next: { part: 'chat' } });
    expect(qualityScore({ ...FULL, viber: null, messenger: 'golden.land' }, NOW).score).toBe(100);
  });

  it('wants an update in the last 30 days; a listing being written counts as updated', () => {
    expect(qualityScore({ ...FULL, changedAt: new Date('2026-10-28T12:00:01Z') }, NOW).parts.fresh).toBe(10);
    expect(qualityScore({ ...FULL, changedAt: new Date('2026-10-28T12:00:00Z') }, NOW)).toMatchObject({ score: 90, next: { part: 'fresh' } });
    expect(qualityScore({ ...FULL, changedAt: null }, NOW).parts.fresh).toBe(10);
  });

  it('names the step worth most, the first on a tie', () => {
    const empty: QualityInput = { ...FULL, photos: 0, title: '', description: '', latitude: null, longitude: null, squareFeet: null, bedrooms: null, bathrooms: null, regularPrice: null, viber: null, changedAt: null };
    expect(qualityScore(empty, NOW)).toMatchObject({ score: 10, next: { part: 'photos', points: 25, vars: { n: 5 } } });
    expect(qualityScore({ ...empty, photos: 5 }, NOW).next).toMatchObject({ part: 'description', points: 15 });
    expect(qualityScore({ ...empty, photos: 5, description: FULL.description }, NOW).next).toMatchObject({ part: 'title', points: 10 });
  });
});
