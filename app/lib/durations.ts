// Lengths of time in milliseconds, for arithmetic on Date.getTime(): one spelling of a day, so a
// rule counted in days reads the same wherever it is applied.
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
