import type { T } from './i18n';

const UNITS: [limitSeconds: number, seconds: number, one: string, many: string][] = [
  [3600, 60, '1 minute ago', '{n} minutes ago'],
  [86_400, 3600, '1 hour ago', '{n} hours ago'],
  [30 * 86_400, 86_400, '1 day ago', '{n} days ago'],
  [365 * 86_400, 30 * 86_400, '1 month ago', '{n} months ago'],
  [Infinity, 365 * 86_400, '1 year ago', '{n} years ago'],
];

/** "3 days ago": the spec shows every time value this way. */
export function timeAgo(date: Date | string, t: T, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(date).getTime()) / 1000);
  if (seconds < 60) return t('just now');
  for (const [limit, size, one, many] of UNITS) {
    if (seconds < limit) {
      const n = Math.floor(seconds / size);
      return n === 1 ? t(one) : t(many, { n });
    }
  }
  return t('just now');
}
