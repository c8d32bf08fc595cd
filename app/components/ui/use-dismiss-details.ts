// A menu that is a <details> closes as the site's other menus do (use-dismiss.ts). A module of its
// own: the header's menus, on every page, do not need it.
import type { RefObject } from 'react';
import { useDismiss } from './use-dismiss';

/** useDismiss for a menu that is a <details>: the browser opens it; Escape or a press outside closes it. */
export function useDismissDetails(details: RefObject<HTMLDetailsElement | null>) {
  return useDismiss({
    isOpen: () => !!details.current?.open,
    close: () => details.current?.removeAttribute('open'),
    within: details,
    focusBack: () => details.current?.querySelector('summary'),
  });
}
