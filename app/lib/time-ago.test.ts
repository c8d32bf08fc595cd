import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo', () => {
  const en = translator('en');
  it.each([
    [10, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 86_400, '3 days ago'],
    [45 * 86_400, '1 month ago'],
    [800 * 86_400, '2 years ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(timeAgo(ago(seconds), en, now)).toBe(text);
  });

  it('speaks Burmese too', () => {
    expect(timeAgo(ago(3 * 86_400), translator('my'), now)).toBe('လွန်ခဲ့သော 3 ရက်');
  });

  it('treats future dates (clock skew) as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5000), en, now)).toBe('just now');
  });
});
