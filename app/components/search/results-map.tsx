// The /search results on a map: clustered price markers for every page of the search (not only
// the 8 cards on screen), and 'Search this area', which puts the map's area in the URL as
// `bounds` (lib/schemas/search.ts) so a map search can be shared and saved like any other. The
// markers come from /map-points once the map shows; Leaflet is imported then (useLazyMap).
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate, Link } from 'react-router';
import { useT } from '../../lib/root-data';
import { boundsParam, searchUrl, type AdvancedSearchQuery } from '../../lib/schemas/search';
import type { MapPointsData } from '../../lib/views/map';
import { buttonClass } from '../ui/button';
import { usePointsMapTexts } from '../map/points-map-texts';
import { useLazyMap } from '../map/use-lazy-map';

/** The search's URL without its page: every page of it has the same markers. */
const pointsUrl = (query: AdvancedSearchQuery) => `/map-points${searchUrl({ ...query, page: 1 }).slice('/search'.length)}`;

export function ResultsMap({ query, shown, busy }: { query: AdvancedSearchQuery; shown: boolean; busy: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const fetcher = useFetcher<MapPointsData>();
  const url = pointsUrl(query);
  const [moved, setMoved] = useState(false);
  // The area this map last searched: its own search is not framed again (fitting the rounded
  // area could zoom the map out a step under the reader's eyes).
  const searched = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (shown) void fetcher.load(url);
    // fetcher.load is stable in use; the URL and visibility decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, url]);

  const answer = fetcher.data;
  const tiles = answer && 'tiles' in answer ? answer.tiles : undefined;
  const texts = usePointsMapTexts();
  const { ref, map, failed } = useLazyMap(shown && !!tiles, (maps, element) => maps.pointsMap(element, { ...texts, tiles: tiles!, onMove: () => setMoved(true) }));

  useEffect(() => {
    if (!map || !answer || !('points' in answer)) return;
    const area = query.bounds ? boundsParam(query.bounds) : undefined;
    map.show(answer.points, area !== undefined && area === searched.current ? undefined : query.bounds);
    searched.current = area;
    setMoved(false);
    // The markers change with the answer; the query's area is part of what was asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, answer]);

  const searchThisArea = () => {
    if (!map) return;
    const bounds = map.area();
    searched.current = boundsParam(bounds);
    void navigate(searchUrl({ ...query, bounds }), { preventScrollReset: true });
  };

  const problem = failed || (answer && 'failed' in answer) ? t('The map could not be loaded. Check your connection and try again.') : answer && 'error' in answer ? t(answer.error) : undefined;
  const loading = shown && !problem && (!map || fetcher.state !== 'idle');

  return (
    <div className="relative isolate">
      <div
        ref={ref}
        role="region"
        aria-label={t('Map of the results')}
        className="h-[70vh] min-h-80 w-full overflow-hidden rounded-xl border border-line bg-surface-2 xl:h-[calc(100vh-8rem)]"
      />
      <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center px-3">
        {moved && !busy ? (
          <button type="button" onClick={searchThisArea} className={buttonClass('primary', 'pointer-events-auto shadow-lg')}>
            {t('Search this area')}
          </button>
        ) : loading || busy ? (
          <p role="status" className="rounded-full bg-surface px-3 py-1 text-sm text-fg shadow">
            {t('Loading the map...')}
          </p>
        ) : null}
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {problem}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        {answer && 'capped' in answer && answer.capped ? <p>{t('The map shows the first {n} listings of this search.', { n: answer.points.length })}</p> : <span />}
        {query.bounds && (
          <Link to={searchUrl({ ...query, bounds: undefined })} preventScrollReset className="font-medium text-brand underline">
            {t('Show all areas')}
          </Link>
        )}
      </div>
    </div>
  );
}
