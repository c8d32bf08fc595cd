// Numbers as every page shows them: '1,234,567.5' (en-US grouping, at most two decimals), the
// same on the server and in the browser so hydration never disagrees. One formatter for the
// whole app: Number#toLocaleString builds a new Intl.NumberFormat on every call, which showed
// up in the server's CPU profile of the listing and search pages.
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatNumber = (value: number): string => numberFormat.format(value);
