// A page the service worker served from its cache (a listing kept offline, the offline page) was
// rendered for an anonymous visitor, not for this person: it must not sign anyone out, clear a
// saved list or change the language. The worker marks such copies on <html> as it keeps them.
// The mark stays for the document's life, and the app's own navigation does not load the root
// data again: so once the network is back, the root data is asked for once, and from then on the
// page speaks for this person (the header, the session's checks, the saved-copy note).
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useRootData, type RootData } from './root-data';
import { KEPT_COPY_ATTRIBUTE } from './offline-cache';
import { serverAnswers } from './api-client';

/** Whether the document the browser loaded is a kept copy (never on the server). */
export const loadedFromKeptCopy = () => typeof document !== 'undefined' && document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE);

/**
 * The root data the document came alive with when it is a kept copy, else null; undefined until
 * the first render in the browser reads it. Held for the document, not per component: one
 * mounted after fresh data came still knows which data was the copy's.
 */
let keptData: RootData | null | undefined;

/**
 * Whether the root data in hand is the server's answer for this person: false while a kept copy
 * still shows the data it was stored with; true once the app has loaded fresh data since.
 */
export function useAnsweredForThisPerson(): boolean {
  const data = useRootData();
  if (typeof document === 'undefined') return true;
  if (keptData === undefined) keptData = loadedFromKeptCopy() ? data : null;
  return keptData !== data;
}

/**
 * On a kept copy, asks the server for the page's data again (root data included) once the network
 * is there: at once if it is when the copy comes alive, else at the `online` event. Once only:
 * after it, the data in hand is this person's.
 */
export function useFreshDataWhenOnline() {
  const answered = useAnsweredForThisPerson();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (answered) return;
    let asking = false;
    const ask = async () => {
      if (asking || !navigator.onLine) return;
      asking = true;
      // The worker serves a kept copy when the network failed, and navigator.onLine may still say
      // online: a revalidation that failed too would put the error page in the copy's place. A
      // small request first says whether the server answers now.
      if (await serverAnswers()) await revalidate();
      else asking = false;
    };
    void ask();
    const onOnline = () => void ask();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [answered, revalidate]);
}
