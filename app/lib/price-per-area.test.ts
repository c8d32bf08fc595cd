import { describe, expect, it } from 'vitest';
import { pricePerSquareFoot } from './price-per-area';

const listing = { offer: false, regularPrice: 1200, discountPrice: null, squareFeet: 800, landSquareFeet: null };

describe('price per square foot', () => {
  it('divides the price a buyer pays by the floor area', () => {
    expect(pricePerSquareFoot(listing)).toBe(1.5);
    expect(pricePerSquareFoot({ ...listing, offer: true, discountPrice: 800 })).toBe(1);
  });

  it('uses the plot when there is no floor area, and gives nothing without an area', () => {
    expect(pricePerSquareFoot({ ...listing, squareFeet: null, landSquareFeet: 2400 })).toBe(0.5);
    expect(pricePerSquareFoot({ ...listing, squareFeet: null })).toBeNull();
    expect(pricePerSquareFoot({ ...listing, squareFeet: 0, landSquareFeet: 0 })).toBeNull();
  });
});
