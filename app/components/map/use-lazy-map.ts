// A Leaflet map in an element, created once it is to be shown: Leaflet (leaflet-maps.ts) is
// imported then, not with the page, so a page that never shows its map never downloads it.
import { useEffect, useRef, useState } from 'react';

export type LeafletMaps = typeof import('./leaflet-maps');

export function useLazyMap<M extends { destroy(): void }>(shown: boolean, create: (maps: LeafletMaps, element: HTMLElement) => M) {
  const ref = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<M | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest `create`, so a new render's closure does not rebuild the map.
  const latest = useRef(create);
  latest.current = create;
  useEffect(() => {
    if (!shown) return;
    let live = true;
    let made: M | undefined;
    setFailed(false);
    import('./leaflet-maps').then(
      async (maps) => {
        await maps.stylesReady();
        if (!live || !ref.current) return;
        made = latest.current(maps, ref.current);
        setMap(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      made?.destroy();
      setMap(null);
    };
  }, [shown]);
  return { ref, map, failed };
}
