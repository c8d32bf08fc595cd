// Above a page the service worker served from its cache: the reader sees it is a saved copy, not
// the site's answer now (their account and latest changes come back with the network). Shown as
// long as the root data is the copy's (lib/kept-copy.ts): the <html> mark outlives the network's
// return, the copy's data does not. Rendered on every page, inside the root data's provider.
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useAnsweredForThisPerson, useFreshDataWhenOnline } from '../../lib/kept-copy';
import { useT } from '../../lib/root-data';

const unchanging = () => () => {};

export function KeptCopyNote() {
  const t = useT();
  const { pathname } = useLocation();
  // The server never renders a kept copy: the note appears once the page is alive.
  const alive = useSyncExternalStore(unchanging, () => true, () => false);
  const answered = useAnsweredForThisPerson();
  // What makes it go: the reader's own data, asked for once the network is back.
  useFreshDataWhenOnline();
  if (!alive || answered || pathname === '/offline') return null;
  return (
    <p role="note" data-kept-copy-note="" className="mx-auto mt-2 max-w-6xl rounded-lg border border-line bg-surface-2 px-4 py-2 text-sm text-fg">
      {t('A saved copy, kept for reading offline: it may be out of date.')}
    </p>
  );
}
