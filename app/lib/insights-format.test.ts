import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { medianParts, perSqftParts } from './insights-format';

const en = translator('en');
const my = translator('my');

describe('insight figures', () => {
  it('round a median as a listing price is rounded: one decimal of lakh below 100, whole above, whole dollars', () => {
    expect(medianParts(en, { lakh: 1_869.68, usd: 41_548.44 })).toEqual({ lakh: '1,870 lakh MMK', usd: '$41,548' });
    expect(medianParts(en, { lakh: 12.46, usd: 277.2 })).toEqual({ lakh: '12.5 lakh MMK', usd: '$277' });
  });

  it("name the kyat per square foot in the reader's language, as the listing page does", () => {
    expect(perSqftParts(en, { lakh: 0.0082, usd: 0.18 })?.mmk).toBe('820 MMK');
    expect(perSqftParts(my, { lakh: 0.0082, usd: 0.18 })?.mmk).toBe(`820 ${my('MMK')}`);
    expect(my('MMK')).not.toBe('MMK');
  });
});
