/** "Last month" of the dashboard's counts: the 30-odd days before now (one calendar month). */
export function monthAgo(now = new Date()): Date {
  const d = new Date(now);
  d.setMonth(d.getMonth() - 1);
  return d;
}
