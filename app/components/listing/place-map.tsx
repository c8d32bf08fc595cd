// The listing page's small map with the home's pin. Not loaded with the page (the listing page
// is at the first-visit script budget, tests/e2e/js-budget.e2e.ts): Leaflet is imported when the
// reader taps 'Show on map'. (Kept this small on purpose: watching for the map to scroll into
// view cost the page more than its budget had left.) The box keeps its height throughout, so
// nothing below it moves when the map arrives.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/root-data';
import type { MapTiles } from '../../lib/views/map';
import { buttonClass } from '../ui/button';
import { useMapTexts } from '../../lib/map-texts';

export function PlaceMap({ latitude, longitude, title, tiles }: { latitude: number; longitude: number; title: string; tiles: MapTiles }) {
  const t = useT();
  const texts = useMapTexts();
  const ref = useRef<HTMLDivElement>(null);
  const map = useRef<{ destroy(): void }>(undefined);
  const [state, setState] = useState<'waiting' | 'loading' | 'failed'>('waiting');
  useEffect(() => () => map.current?.destroy(), []);

  const show = () => {
    setState('loading');
    import('../map/leaflet-maps').then(
      (maps) =>
        maps.stylesReady().then(() => {
          if (ref.current) map.current = maps.placeMap(ref.current, { tiles, point: [latitude, longitude], title, texts });
        }),
      () => setState('failed'),
    );
  };

  return (
    <section aria-labelledby="place-heading">
      <h2 id="place-heading" className="mb-3 text-lg font-semibold text-fg">
        {t('Location')}
      </h2>
      <div ref={ref} role="region" aria-label={t('Map of where the property is')} className="relative isolate h-56 overflow-hidden rounded-xl border border-line bg-surface-2">
        {state !== 'loading' && (
          <button type="button" onClick={show} className={buttonClass('secondary', 'absolute left-1/2 top-1/2 z-[1000] -translate-x-1/2 -translate-y-1/2')}>
            {t('Show on map')}
          </button>
        )}
      </div>
      {state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('The map could not be loaded. Check your connection and try again.')}
        </p>
      )}
    </section>
  );
}
