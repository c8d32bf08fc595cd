import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { PACKAGE_MESSAGES, packageInputSchema } from './package';

const valid = { title: ' Gold ', price: '30000.50', features: ' 20 listings, , Priority placement ', listingLimit: '20', durationDays: '30', highlighted: 'true' };

describe('packageInputSchema', () => {
  it('reads the form: trims, splits features on commas, turns numbers and the checkbox into values', () => {
    const result = validate(packageInputSchema, valid);
    expect(result).toEqual({
      ok: true,
      data: { title: 'Gold', price: 30000.5, features: ['20 listings', 'Priority placement'], listingLimit: 20, durationDays: 30, highlighted: true },
    });
  });

  it('reads JSON: numbers, booleans and a features array', () => {
    const result = validate(packageInputSchema, { title: 'Premium', price: 0, features: [' Unlimited '], listingLimit: -1, durationDays: 3650, highlighted: false });
    expect(result.ok && result.data).toMatchObject({ price: 0, features: ['Unlimited'], listingLimit: -1, highlighted: false });
  });

  it('reads the checkbox pair: hidden false alone, or false then true', () => {
    const off = validate(packageInputSchema, { ...valid, highlighted: 'false' });
    const on = validate(packageInputSchema, { ...valid, highlighted: ['false', 'true'] });
    expect(off.ok && off.data.highlighted).toBe(false);
    expect(on.ok && on.data.highlighted).toBe(true);
  });

  it('requires every field, with a clear message each', () => {
    const result = validate(packageInputSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      title: PACKAGE_MESSAGES.title,
      price: PACKAGE_MESSAGES.price,
      features: PACKAGE_MESSAGES.features,
      listingLimit: PACKAGE_MESSAGES.listingLimit,
      durationDays: PACKAGE_MESSAGES.durationDays,
      highlighted: PACKAGE_MESSAGES.highlighted,
    });
  });

  it.each([
    ['price', '-1', PACKAGE_MESSAGES.price],
    ['price', 'abc', PACKAGE_MESSAGES.price],
    ['price', '1.234', PACKAGE_MESSAGES.price],
    ['price', 1.234, PACKAGE_MESSAGES.price],
    ['listingLimit', '-2', PACKAGE_MESSAGES.listingLimit],
    ['listingLimit', '2.5', PACKAGE_MESSAGES.listingLimit],
    ['durationDays', '0', PACKAGE_MESSAGES.durationDays],
    ['durationDays', '3651', PACKAGE_MESSAGES.durationDays],
    ['durationDays', '1e3', PACKAGE_MESSAGES.durationDays],
    ['features', ' , ,', PACKAGE_MESSAGES.features],
    ['title', '   ', PACKAGE_MESSAGES.title],
    ['title', 'x'.repeat(51), PACKAGE_MESSAGES.titleMax],
    ['highlighted', 'maybe', PACKAGE_MESSAGES.highlighted],
  ])('refuses %s = %j', (field, value, message) => {
    expect(validate(packageInputSchema, { ...valid, [field]: value })).toMatchObject({ ok: false, errors: { [field]: message } });
  });

  it('accepts the bounds: price 0, limit -1 (unlimited), duration 1 and 3650', () => {
    for (const input of [{ price: '0' }, { listingLimit: '-1' }, { durationDays: '1' }, { durationDays: '3650' }]) {
      expect(validate(packageInputSchema, { ...valid, ...input }).ok).toBe(true);
    }
  });
});
