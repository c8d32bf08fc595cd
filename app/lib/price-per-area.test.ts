import { describe, expect, it } from 'vitest';
import { pricePerSquareFoot } from './price-per-area';

const listing = { offer: false, regularPrice: 1200, discountPrice: null, squareFeet: 800, landSquareFeet: null, currency: 'USD' };

describe('price per square foot', () => {
  it('divides the price a buyer pays by the floor area', () => {
    expect(pricePerSquareFoot(listing)).toEqual({ value: 1.5, currency: 'USD' });
    expect(pricePerSquareFoot({ ...listing, offer: true, discountPrice: 800 })).toEqual({ value: 1, currency: 'USD' });
  });

  it('gives a price in lakh per square foot in whole kyat', () => {
    expect(pricePerSquareFoot({ ...listing, currency: 'lakh MMK', regularPrice: 16, squareFeet: 2550 })).toEqual({ value: 627, currency: 'MMK' });
  });

  it('uses the plot when there is no floor area, and gives nothing without an area', () => {
    expect(pricePerSquareFoot({ ...listing, squareFeet: null, landSquareFeet: 2400 })).toEqual({ value: 0.5, currency: 'USD' });
    expect(pricePerSquareFoot({ ...listing, squareFeet: null })).toBeNull();
    expect(pricePerSquareFoot({ ...listing, squareFeet: 0, landSquareFeet: 0 })).toBeNull();
  });
});
