import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, CHAT_RULES, contactLinks, internationalDigits, normaliseChatContacts } from './chat-contacts';
import { checkListing } from './forms/listing';
import { costRatio } from '../../tests/support/cost-ratio';

describe('chat contacts', () => {
  it('takes numbers typed the local or the international way, and refuses what no app can dial', () => {
    for (const ok of ['09 123 456 789', '+95 9 123 456 789', '(09) 123-456-789', '0912345678']) expect(CHAT_RULES.viber(ok, {})).toBeUndefined();
    for (const bad of ['123', 'call me', '09 123 456 789 0123 4567', '+95 9 abc']) expect(CHAT_RULES.whatsapp(bad, {})).toBe(CHAT_MESSAGES.number);
    // Optional: empty is "none".
    expect(CHAT_RULES.viber('', {})).toBeUndefined();
    expect(CHAT_RULES.viber(undefined, {})).toBeUndefined();
  });

  it('reads a Messenger link as its name, and refuses what is not a name', () => {
    expect(CHAT_RULES.messenger('https://m.me/golden.land/', {})).toBeUndefined();
    expect(normaliseChatContacts({ messenger: ' m.me/golden.land ' }).messenger).toBe('golden.land');
    expect(normaliseChatContacts({ messenger: 'https://www.facebook.com/goldenland.realestate' }).messenger).toBe('goldenland.realestate');
    for (const bad of ['abc', 'golden land', 'javascript:alert(1)', 'x'.repeat(51)]) expect(CHAT_RULES.messenger(bad, {})).toBe(CHAT_MESSAGES.messenger);
  });

  it('stores none as null and numbers as typed', () => {
    expect(normaliseChatContacts({ viber: ' 09 123 456 789 ', whatsapp: '', messenger: undefined })).toEqual({ viber: '09 123 456 789', whatsapp: null, messenger: null });
  });

  it('writes a Myanmar number with its country code, as the apps want it', () => {
    expect(internationalDigits('09 123 456 789')).toBe('959123456789');
    expect(internationalDigits('+95 9 123 456 789')).toBe('959123456789');
    expect(internationalDigits('959123456789')).toBe('959123456789');
    expect(internationalDigits('+66 81 234 5678')).toBe('66812345678');
  });

  it('links call, SMS and each chat app given, in that order', () => {
    expect(contactLinks('09 123 456 789, 09 987 654', { viber: '09 123 456 789', whatsapp: '+95 9 555 555 555', messenger: 'golden.land' })).toEqual([
      { kind: 'call', href: 'tel:09123456789' },
      { kind: 'sms', href: 'sms:09123456789' },
      { kind: 'viber', href: 'viber://chat?number=%2B959123456789' },
      { kind: 'whatsapp', href: 'https://wa.me/959555555555' },
      { kind: 'messenger', href: 'https://m.me/golden.land' },
    ]);
    expect(contactLinks('09 123 456 789', { viber: null, whatsapp: null, messenger: null }).map((l) => l.kind)).toEqual(['call', 'sms']);
  });

  it('is part of the listing form, with the same words on both sides', () => {
    expect(checkListing({ viber: 'nope', messenger: 'a b' })).toMatchObject({ viber: CHAT_MESSAGES.number, messenger: CHAT_MESSAGES.messenger });
  });
});

describe('a Messenger value built to be slow', () => {
  // A run of slashes before a letter made /\/+$/ start again at every slash: 40,000 cost seconds.
  const slashes = '/'.repeat(50_000);
  const worst = [`${slashes}a`, `m.me/${slashes}a`, `https://m.me/golden.land${slashes}`];

  it('is refused by its length before any pattern reads it', () => {
    for (const value of [...worst, '/'.repeat(1_000_000) + 'a']) expect(CHAT_RULES.messenger(value, {})).toBe(CHAT_MESSAGES.messenger);
    expect(CHAT_RULES.messenger(`https://m.me/golden.land${'/'.repeat(20)}`, {})).toBeUndefined();
  });

  it('is stored without its trailing slashes, in time that grows with its length only', async () => {
    expect(normaliseChatContacts({ messenger: `m.me/golden.land${'/'.repeat(100)}` }).messenger).toBe('golden.land');
    expect(normaliseChatContacts({ messenger: `${slashes}a` }).messenger).toBe(`${slashes}a`);
    const ordinary = 'a'.repeat(slashes.length + 1);
    for (const value of worst) {
      const ratio = await costRatio(
        () => normaliseChatContacts({ messenger: value }),
        () => normaliseChatContacts({ messenger: ordinary }),
      );
      expect(ratio, value.slice(0, 30)).toBeLessThan(20);
    }
  });
});
