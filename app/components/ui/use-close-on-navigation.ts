// A menu closes when a navigation starts (one of its links taken, Back pressed), not when the
// next page is drawn: on a slow phone a reader may open a menu while that page still loads, and
// a menu closed by the page's arrival shut under their finger.
import { useState } from 'react';
import { useNavigation } from 'react-router';

/** Calls `close` (a setter of the calling component's own state) as a navigation or a form's submission starts. */
export function useCloseOnNavigation(close: () => void) {
  const state = useNavigation().state;
  // The navigation's state at the last render: React's way to act on a change of a value during render.
  const [previous, setPrevious] = useState(state);
  if (previous !== state) {
    setPrevious(state);
    if (previous === 'idle') close();
  }
}
