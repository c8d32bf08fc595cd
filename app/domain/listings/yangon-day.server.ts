/** Myanmar time is UTC+6:30 all year (no daylight saving), so a fixed offset is exact. */
const YANGON_OFFSET_MS = 6.5 * 3600_000;

/** The calendar day in Yangon, as YYYY-MM-DD: page views count each visitor once per such day. */
export const yangonDay = (now: Date) => new Date(now.getTime() + YANGON_OFFSET_MS).toISOString().slice(0, 10);
