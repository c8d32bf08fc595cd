// "View More" on lists that are already loaded (the home page fetches 27 and shows 9 at a time):
// how many to show after each click, and whether anything is left to show.
import { useState } from 'react';

/** The next number of items to show: `step` more, never past the total. */
export const nextCount = (shown: number, total: number, step: number) => Math.min(total, shown + step);

export function useReveal(total: number, step: number) {
  const [shown, setShown] = useState(Math.min(total, step));
  return {
    shown,
    hasMore: shown < total,
    more: () => setShown((current) => nextCount(current, total, step)),
  };
}
