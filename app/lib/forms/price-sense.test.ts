// The price that does not fit its currency: which prices are asked about, what is suggested, and
// that the lister's confirmation lets the listing form's check pass.
import { describe, expect, it } from 'vitest';
import { checkListing } from './listing';
import { budgetDoubt, PRICE_CHECK_MESSAGE, priceCheck, priceDoubt } from './price-sense';

describe('priceDoubt', () => {
  it("suggests lakh for a month's rent of a few dollars ('8' USD for a Bahan condo)", () => {
    expect(priceDoubt({ type: 'rent', currency: 'USD', regularPrice: '8' })).toEqual({ kind: 'other-currency', amount: 8, currency: 'lakh MMK' });
  });

  it('suggests dollars for a rent of thousands of lakh a month', () => {
    expect(priceDoubt({ type: 'rent', currency: 'lakh MMK', regularPrice: 1500 })).toEqual({ kind: 'other-currency', amount: 1500, currency: 'USD' });
  });

  it('asks of a sale under ten lakh, in either currency', () => {
    expect(priceDoubt({ type: 'sale', currency: 'lakh MMK', regularPrice: 5 })).toEqual({ kind: 'too-low' });
    expect(priceDoubt({ type: 'sale', currency: 'USD', regularPrice: 8 })).toEqual({ kind: 'too-low' });
  });

  it('lets prices Yangon quotes through', () => {
    for (const price of [
      { type: 'rent', currency: 'USD', regularPrice: 650 },
      { type: 'rent', currency: 'USD', regularPrice: 30 },
      { type: 'rent', currency: 'lakh MMK', regularPrice: 3 },
      { type: 'rent', currency: 'lakh MMK', regularPrice: 250 },
      { type: 'sale', currency: 'lakh MMK', regularPrice: 500 },
      { type: 'sale', currency: 'USD', regularPrice: 50_000 },
    ]) {
      expect(priceDoubt(price)).toBeNull();
    }
  });

  it('leaves a missing or broken price to its own rule', () => {
    expect(priceDoubt({ type: 'rent', currency: 'USD', regularPrice: '' })).toBeNull();
    expect(priceDoubt({ type: 'rent', currency: 'USD', regularPrice: 'abc' })).toBeNull();
  });
});

describe('the listing check', () => {
  it('asks under the confirmation, and passes once it is ticked', () => {
    const errors: Record<string, string> = {};
    priceCheck({ type: 'rent', currency: 'USD', regularPrice: '8' }, errors);
    expect(errors).toEqual({ priceConfirmed: PRICE_CHECK_MESSAGE });
    for (const ticked of ['on', 'true', true]) {
      const none: Record<string, string> = {};
      priceCheck({ type: 'rent', currency: 'USD', regularPrice: '8', priceConfirmed: ticked }, none);
      expect(none).toEqual({});
    }
    expect(checkListing({ type: 'rent', currency: 'USD', regularPrice: '8' }).priceConfirmed).toBe(PRICE_CHECK_MESSAGE);
    expect(checkListing({ type: 'rent', currency: 'USD', regularPrice: '8', priceConfirmed: 'on' }).priceConfirmed).toBeUndefined();
  });
});

describe('budgetDoubt', () => {
  const budget = (type: string, currency: string | undefined, maxPrice: number | undefined, minPrice?: number) => budgetDoubt({ type, currency, minPrice, maxPrice });

  it('asks whether a dollar budget too small for any home meant lakh', () => {
    expect(budget('all', 'USD', 15)).toEqual({ amount: 15, currency: 'lakh MMK' });
    expect(budget('sale', 'USD', 100)).toEqual({ amount: 100, currency: 'lakh MMK' });
    // No max: the min is the budget.
    expect(budget('rent', 'USD', undefined, 8)).toEqual({ amount: 8, currency: 'lakh MMK' });
  });

  it('asks whether a month’s rent in lakh too big for any flat meant dollars, for rent only', () => {
    expect(budget('rent', 'lakh MMK', 1500)).toEqual({ amount: 1500, currency: 'USD' });
    expect(budget('all', 'lakh MMK', 1500)).toBeNull();
    expect(budget('sale', undefined, 1500)).toBeNull();
  });

  it('leaves a budget that fits its currency, or none, alone', () => {
    expect(budget('all', 'USD', 333)).toBeNull();
    expect(budget('rent', 'lakh MMK', 15)).toBeNull();
    expect(budget('all', 'USD', undefined)).toBeNull();
  });
});
