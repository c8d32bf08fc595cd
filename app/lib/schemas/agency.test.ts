import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { agencySchema } from './agency';

const valid = { name: 'Golden Land', description: '<p>Hi</p>', address: 'Bahan', phone: '09 123 456', facebook: 'facebook.com/golden', imageUrls: '/media/ab/x.webp' };

describe('agencySchema', () => {
  it('adds https:// to a bare Facebook address and reads one photo as a list', () => {
    const result = validate(agencySchema, valid);
    expect(result.ok && result.data).toMatchObject({ facebook: 'https://facebook.com/golden', imageUrls: ['/media/ab/x.webp'] });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://files.example.com/x', 'https://nodots'])('refuses %s as a link', (facebook) => {
    const result = validate(agencySchema, { ...valid, facebook });
    expect(result.ok ? null : result.errors.facebook).toBe('Please enter a web address (https://...).');
  });

  it('measures the link as typed, and again once https:// is added', () => {
    expect(validate(agencySchema, { ...valid, facebook: 'fb.c' }).ok).toBe(false);
    const long = validate(agencySchema, { ...valid, facebook: `facebook.com/${'x'.repeat(185)}` });
    expect(long.ok ? null : long.errors.facebook).toBe('Facebook link must be 5 to 200 characters.');
  });

  it('wants digits to dial in the phone, ASCII or Burmese', () => {
    const words = validate(agencySchema, { ...valid, phone: 'call me maybe' });
    expect(words.ok ? null : words.errors.phone).toBe('A phone number needs at least 6 digits.');
    expect(validate(agencySchema, { ...valid, phone: '09 12' }).ok).toBe(false);
    expect(validate(agencySchema, { ...valid, phone: '၀၉ ၁၂၃ ၄၅၆' }).ok).toBe(true);
  });

  it('reads an empty priority as none and refuses a fraction', () => {
    const none = validate(agencySchema, { ...valid, priority: '' });
    expect(none.ok && none.data.priority).toBeUndefined();
    const fraction = validate(agencySchema, { ...valid, priority: '1.5' });
    expect(fraction.ok ? null : fraction.errors.priority).toBe('Priority must be a whole number.');
  });
});
