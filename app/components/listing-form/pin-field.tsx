// The listing form's map: where the home is. The pin starts at the listing's place, or at its
// township's centre (following the township chosen until the lister moves it); it is dragged,
// placed with a tap, or moved with the arrow keys once the map has the focus, and 'Use the
// township centre' puts it back. Two hidden inputs carry it; left blank (the pin never moved on a
// new listing, or no scripts), the server gives the listing its township's centre.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/root-data';
import type { MapTiles } from '../../lib/views/map';
import { buttonClass } from '../ui/button';
import { useLazyMap } from '../map/use-lazy-map';
import { useMapTexts } from '../../lib/map-texts';

type Place = readonly [number, number];

export function PinField({ tiles, township, initial, error }: { tiles: MapTiles; township: string; initial: { latitude: string; longitude: string }; error?: string }) {
  const t = useT();
  const texts = useMapTexts();
  const [place, setPlace] = useState(initial);
  const placed = place.latitude !== '' && place.longitude !== '';
  const startRef = useRef<Place | undefined>(placed ? [Number(place.latitude), Number(place.longitude)] : undefined);
  const set = ([latitude, longitude]: Place) => setPlace({ latitude: String(latitude), longitude: String(longitude) });
  const { ref, map } = useLazyMap(true, (maps, element) => {
    const pin = maps.pinMap(element, { tiles, start: startRef.current ?? maps.townshipCentre(township), title: t('Where the property is'), onMove: set, texts });
    return { ...pin, centreOf: maps.townshipCentre };
  });

  // Until the lister places it, the pin waits at the chosen township's centre.
  useEffect(() => {
    if (map && !placed) map.moveTo(map.centreOf(township));
  }, [map, township, placed]);

  const useCentre = () => {
    if (!map) return;
    const centre = map.centreOf(township);
    map.moveTo(centre);
    set(centre);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{t('Location on the map')}</legend>
      <p id="pin-help" className="text-sm text-muted">
        {t('Drag the pin or tap the map where the property is. With a keyboard, focus the map and move the pin with the arrow keys.')}
      </p>
      <div
        ref={ref}
        role="region"
        aria-label={t('Map: where the property is')}
        aria-describedby={error ? 'pin-help pin-error' : 'pin-help'}
        className={`isolate h-72 w-full overflow-hidden rounded-xl border bg-surface-2 ${error ? 'border-danger' : 'border-line'}`}
      />
      <input type="hidden" name="latitude" value={place.latitude} />
      <input type="hidden" name="longitude" value={place.longitude} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-muted" data-testid="pin-place">
          {placed ? t('Pin at {place}', { place: `${Number(place.latitude).toFixed(5)}, ${Number(place.longitude).toFixed(5)}` }) : t("Pin at the township's centre")}
        </p>
        <button type="button" onClick={useCentre} disabled={!map} className={buttonClass('secondary')}>
          {t('Use the township centre')}
        </button>
      </div>
      {error && (
        <p id="pin-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
