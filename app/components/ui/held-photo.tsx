// A photo the data saver holds (lib/held-photo.ts): in its place a small button that names what
// loading it costs, 'Tap to load photo (12 KB)'; a tap loads that photo alone, at 400 px. Drawn by
// the server (the root's `dataSaver`), so hydration finds it and nothing is swapped. Only pages
// with the saver on load this (the places that hold photos take it with React.lazy).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { kilobytes } from '../../lib/held-photo';
import { useT } from '../../lib/root-data';

/**
 * The held photo's place. `bytes`: the 400 px file's size, when known. `className` gives its size,
 * padding, text size and how icon and label stand (each layout its own). Its focus ring is drawn
 * inside it: a card's rounded, clipped frame cut an outer one away. Tapped from the keyboard, the
 * button leaves with the tap: the focus goes on to the first link of the card it was in (`focusIn`,
 * none for a photo that belongs to no card), rather than back to the top of the page.
 */
export function HeldPhotoButton({ bytes, onTap, className, focusIn = 'li, article, [role=group]' }: { bytes?: number; onTap: () => void; className: string; focusIn?: string }) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef<Element | null>(null);
  useEffect(
    () => () => {
      // Run as the button leaves: the photo and its card's link are in the page by then.
      refocus.current?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
    },
    [],
  );
  const tap = () => {
    const self = button.current;
    refocus.current = self && focusIn && self === document.activeElement ? self.closest(focusIn) : null;
    onTap();
  };
  return (
    <button
      ref={button}
      type="button"
      data-held-photo
      onClick={tap}
      className={`flex gap-1.5 bg-surface-2 text-center font-medium leading-snug text-fg hover:bg-line focus-visible:-outline-offset-4! ${className}`}
    >
      {/* A photo, drawn as icons.tsx draws its icons: here, so that only pages that hold photos carry it. */}
      <svg aria-hidden="true" width={16} height={16} viewBox="0 0 24 24" className="icon shrink-0 text-muted">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="9" cy="10" r="1.5" />
        <path d="M21 16l-5-5-9 8" />
      </svg>
      <span>{bytes === undefined ? t('Tap to load photo') : t('Tap to load photo ({size})', { size: kilobytes(bytes) })}</span>
    </button>
  );
}

/** The held place (`held`, given the tap that loads the photo) until tapped, then `shown`: the photo as the page draws it. */
export function HeldUntilTapped({ held, shown }: { held: (tap: () => void) => ReactNode; shown: ReactNode }) {
  const [tapped, setTapped] = useState(false);
  return tapped ? shown : held(() => setTapped(true));
}
