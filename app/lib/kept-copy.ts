// A page the service worker served from its cache (a listing kept offline, the offline page) was
// rendered for an anonymous visitor, not for this person: it must not sign anyone out, clear a
// saved list or change the language. The worker marks such copies on <html> as it keeps them.
import { useRef } from 'react';
import { useRootData, type RootData } from './root-data';
import { KEPT_COPY_ATTRIBUTE } from './offline-cache';

/** Whether the document the browser loaded is a kept copy (never on the server). */
export const loadedFromKeptCopy = () => typeof document !== 'undefined' && document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE);

/**
 * Whether the root data in hand is the server's answer for this person: false while a kept copy
 * still shows the data it was stored with; true once the app has loaded fresh data since.
 */
export function useAnsweredForThisPerson(): boolean {
  const data = useRootData();
  const copied = useRef<RootData | null>(loadedFromKeptCopy() ? data : null);
  return copied.current !== data;
}
