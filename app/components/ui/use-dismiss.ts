// How the site's menus close besides their own button: Escape, and a press outside them. Each
// menu used to keep its own document listeners, and they disagreed (one gave the focus back on
// Escape, one did not; one closed on a press outside, one did not).
import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `isOpen()`, Escape and a press outside `within` call `close`. Escape also gives the focus
 * back to `focusBack` (the menu's button), where a keyboard or screen-reader user left off, but
 * only when the focus was in the menu or lost: a reader who has moved on keeps their place.
 * `isOpen` is asked at each key or press, so a menu the browser opens itself (a <details>) is
 * closable the moment it opens.
 */
export function useDismiss({
  isOpen,
  close,
  within,
  focusBack,
}: {
  isOpen: () => boolean;
  close: () => void;
  within: RefObject<HTMLElement | null>;
  focusBack: () => HTMLElement | null | undefined;
}) {
  /** Closes the menu as Escape does; also for a menu's own reasons to close (the header's language switch). */
  const dismiss = () => {
    const active = document.activeElement;
    const focusWasInMenu = !active || active === document.body || !!within.current?.contains(active);
    close();
    if (focusWasInMenu) focusBack()?.focus();
  };
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen()) dismiss();
  });
  const onPress = useEffectEvent((event: PointerEvent) => {
    if (isOpen() && !within.current?.contains(event.target as Node)) close();
  });
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, []);
  return dismiss;
}
