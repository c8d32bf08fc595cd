import { describe, expect, it } from 'vitest';
import { longDate, mediumDate } from './dates';

// Node carries full ICU: the dates written out by hand must read as its own do.
const icu = (iso: string, options: Intl.DateTimeFormatOptions, locale = 'my-MM') => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Yangon' }).format(new Date(iso));

describe('dates', () => {
  it("are on Yangon's calendar: 20:00 UTC is already the next day there", () => {
    expect(longDate('2024-06-15T20:00:00.000Z', 'en')).toBe('June 16, 2024');
    expect(mediumDate('2024-06-15T20:00:00.000Z', 'en')).toBe('16 Jun 2024');
    expect(longDate('2024-06-15T20:00:00.000Z', 'my')).toBe('၂၀၂၄ ဇွန် ၁၆');
  });

  it('write Burmese as ICU does, for every month, without the browser needing Burmese locale data', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 28, 17, 45)).toISOString();
      expect(longDate(iso, 'my')).toBe(icu(iso, { year: 'numeric', month: 'long', day: 'numeric' }));
      expect(mediumDate(iso, 'my')).toBe(longDate(iso, 'my'));
    }
  });

  it('write English as ICU does, for every month and both ends of a Yangon day, without Intl in the browser', () => {
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 17, 18]) {
        const iso = new Date(Date.UTC(2026, month, 28, hour, 15)).toISOString();
        expect(longDate(iso, 'en')).toBe(icu(iso, { year: 'numeric', month: 'long', day: 'numeric' }, 'en-US'));
        expect(mediumDate(iso, 'en')).toBe(icu(iso, { dateStyle: 'medium' }, 'en-GB'));
      }
    }
    expect(mediumDate('2026-09-05T00:00:00.000Z', 'en')).toBe('5 Sept 2026');
  });

  it("name the whole month in Burmese lists too: ICU's short December, 'ဒီ', reads as \"this\"", () => {
    expect(mediumDate('2026-12-01T00:00:00.000Z', 'my')).toBe('၂၀၂၆ ဒီဇင်ဘာ ၁');
  });
});
