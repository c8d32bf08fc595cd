import { describe, expect, it } from 'vitest';
import { NOTICE_COOKIE, NOTICES, noticeIn, noticesIn } from './flash-notice';
import { my } from './i18n/my';

describe('flash notices', () => {
  it('reads only the notices it knows from a Cookie header', () => {
    expect(noticeIn(`theme=dark; ${NOTICE_COOKIE}=listing-created`)).toBe('Your listing has been created.');
    expect(noticeIn(`${NOTICE_COOKIE}=listing-updated`)).toBe('Your listing has been updated.');
    expect(noticeIn(`${NOTICE_COOKIE}=%3Cb%3Ehello%3C%2Fb%3E`)).toBeNull();
    expect(noticeIn(`${NOTICE_COOKIE}=toString`)).toBeNull();
    expect(noticeIn('theme=dark')).toBeNull();
    expect(noticeIn(null)).toBeNull();
  });

  it('reads several notices from one cookie, in order, skipping unknown keys', () => {
    expect(noticesIn(`${NOTICE_COOKIE}=listing-created.toString.zawgyi-converted`)).toEqual([NOTICES['listing-created'], NOTICES['zawgyi-converted']]);
  });

  it('has a Burmese entry for every notice (they reach t() as values, not literals)', () => {
    expect(Object.values(NOTICES).filter((text) => !(text in my))).toEqual([]);
  });
});
