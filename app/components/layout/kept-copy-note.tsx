// Above a page the service worker served from its cache: the reader sees it is a saved copy, not
// the site's answer now (their account and latest changes come back with the network).
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { loadedFromKeptCopy } from '../../lib/kept-copy';
import { useT } from '../../lib/root-data';

const unchanging = () => () => {};

export function KeptCopyNote() {
  const t = useT();
  const { pathname } = useLocation();
  // The server never renders a kept copy: the note appears once the page is alive.
  const kept = useSyncExternalStore(unchanging, loadedFromKeptCopy, () => false);
  if (!kept || pathname === '/offline') return null;
  return (
    <p role="note" data-kept-copy-note="" className="mx-auto mt-2 max-w-6xl rounded-lg border border-line bg-surface-2 px-4 py-2 text-sm text-fg">
      {t('A saved copy, kept for reading offline: it may be out of date.')}
    </p>
  );
}
