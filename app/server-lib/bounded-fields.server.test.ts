import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from '../lib/schemas/auth';
import { textLimitsOf } from '../lib/schemas/checked';
import { listingSchema } from '../lib/schemas/listing';
import { EMAIL_INVALID, PASSWORD_LONG } from '../lib/forms/auth';
import { LISTING_MESSAGES } from '../lib/forms/listing';
import { CHAT_MESSAGES } from '../lib/chat-contacts';
import { boundedFields, TEXT_MAX, TEXT_TOO_LONG } from './bounded-fields.server';

const MB = 1_000_000;

describe('fields held to their length', () => {
  it("finds each field's longest text in the form's rules", () => {
    const limits = textLimitsOf(listingSchema);
    expect(limits.name).toEqual({ max: 150, message: LISTING_MESSAGES.titleLong, trims: true });
    expect(limits.description?.max).toBe(20_000);
    expect(limits.messenger?.message).toBe(CHAT_MESSAGES.messenger);
    expect(limits.township?.max).toBeLessThan(40);
    expect(textLimitsOf(signUpSchema).password).toEqual({ max: 200, message: PASSWORD_LONG, trims: false });
  });

  it('refuses a longer text with its rule\'s message, giving back what was typed up to twice the limit', () => {
    const result = boundedFields({ email: 'a'.repeat(MB), username: 'golden' }, textLimitsOf(signUpSchema));
    expect(result).toMatchObject({ ok: false, message: EMAIL_INVALID, errors: { email: EMAIL_INVALID } });
    expect((result.value.email as string).length).toBe(2 * 254);
    expect(boundedFields({ email: 'a'.repeat(300) }, textLimitsOf(signUpSchema)).value.email).toBe('a'.repeat(300));
    expect(result.value.username).toBe('golden');
  });

  it('takes a text trimmed when its rule trims and the trimmed text fits; a password never', () => {
    const limits = textLimitsOf(signInSchema);
    const padded = `${' '.repeat(MB)}me@example.com${' '.repeat(10)}`;
    expect(boundedFields({ email: padded }, limits)).toEqual({ ok: true, value: { email: 'me@example.com' } });
    const password = `${' '.repeat(300)}secret`;
    expect(boundedFields({ password }, limits).ok).toBe(false);
  });

  it('holds a field no rule bounds, and every entry of a list, to one cap', () => {
    const result = boundedFields({ intent: 'x'.repeat(TEXT_MAX + 1), imageUrls: ['/a.webp', 'y'.repeat(MB)], nested: { deep: ['z'.repeat(MB)] } });
    expect(result).toMatchObject({ ok: false, errors: { intent: TEXT_TOO_LONG, imageUrls: TEXT_TOO_LONG, nested: TEXT_TOO_LONG } });
    expect(boundedFields({ intent: 'save', query: 'type=rent&bounds=16.8,96.1,16.9,96.2' })).toEqual({
      ok: true,
      value: { intent: 'save', query: 'type=rent&bounds=16.8,96.1,16.9,96.2' },
    });
  });

  it('never cuts a character in half', () => {
    const result = boundedFields({ name: `${'a'.repeat(299)}😀${'b'.repeat(MB)}` }, textLimitsOf(listingSchema));
    expect(result.value.name).toBe('a'.repeat(299));
  });
});
