// The listing page's small map with the home's pin. Not loaded with the page (the listing page
// is at the first-visit script budget, tests/e2e/js-budget.e2e.ts): Leaflet is imported when the
// reader scrolls the map into view, or taps 'Show on map'. The box keeps its height throughout,
// so nothing below it moves when the map arrives.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/root-data';
import type { MapTiles } from '../../lib/views/map';
import { buttonClass } from '../ui/button';
import { useLazyMap } from '../ui/use-lazy-map';

export function PlaceMap({ latitude, longitude, title, tiles }: { latitude: number; longitude: number; title: string; tiles: MapTiles }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  // Watched only once the reader scrolls: a map already on the first screen waits for a tap
  // rather than loading with the page.
  useEffect(() => {
    const element = box.current;
    if (shown || !element || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      });
      observer.observe(element);
    };
    window.addEventListener('scroll', watch, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', watch);
      observer?.disconnect();
    };
  }, [shown]);

  const { ref, failed } = useLazyMap(shown, (maps, element) => maps.placeMap(element, { tiles, point: [latitude, longitude], title }));

  return (
    <section aria-labelledby="place-heading">
      <h2 id="place-heading" className="mb-3 text-lg font-semibold text-fg">
        {t('Location')}
      </h2>
      <div ref={box} className="relative h-56 overflow-hidden rounded-xl border border-line bg-surface-2">
        <div ref={ref} role="region" aria-label={t('Map of where the property is')} className="absolute inset-0" />
        {!shown && (
          <div className="absolute inset-0 flex items-center justify-center">
            <button type="button" onClick={() => setShown(true)} className={buttonClass('secondary')}>
              {t('Show on map')}
            </button>
          </div>
        )}
      </div>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('The map could not be loaded. Check your connection and try again.')}
        </p>
      )}
    </section>
  );
}
