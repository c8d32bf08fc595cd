import { describe, expect, it } from 'vitest';
import { effectivePrice, formatPrice, telHref } from './format-price';
import { translator } from './i18n';

describe('formatPrice', () => {
  it('writes USD with a dollar sign and grouping', () => {
    expect(formatPrice(1200, 'USD')).toBe('$1,200');
    expect(formatPrice(1_500_000, 'USD')).toBe('$1,500,000');
    expect(formatPrice(999.5, 'USD')).toBe('$999.5');
  });
  it('writes lakh MMK after the number', () => {
    expect(formatPrice(12, 'lakh MMK')).toBe('12 lakh MMK');
    expect(formatPrice(2500, 'lakh MMK')).toBe('2,500 lakh MMK');
  });
});

describe('formatPrice in Burmese', () => {
  it('names the lakh in Burmese and leaves the dollar sign', () => {
    const t = translator('my');
    expect(formatPrice(16, 'lakh MMK', t)).toBe('16 ကျပ်သိန်း');
    expect(formatPrice(1200, 'USD', t)).toBe('$1,200');
  });
});

describe('effectivePrice', () => {
  it('is the discount price only for an offer with a discount', () => {
    expect(effectivePrice({ offer: true, regularPrice: 100, discountPrice: 90 })).toBe(90);
    expect(effectivePrice({ offer: false, regularPrice: 100, discountPrice: 90 })).toBe(100);
    expect(effectivePrice({ offer: true, regularPrice: 100, discountPrice: null })).toBe(100);
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus of the first number', () => {
    expect(telHref('09 123 456 789')).toBe('tel:09123456789');
    expect(telHref('+95 9 123-456, 09 777 888')).toBe('tel:+959123456');
    expect(telHref('09-111 222 or 09-333')).toBe('tel:09111222');
  });
  it('dials Burmese digits as the ASCII ones a phone needs', () => {
    expect(telHref('၀၉ ၁၂၃ ၄၅၆ ၇၈၉')).toBe('tel:09123456789');
  });
});
