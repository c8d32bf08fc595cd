// An agent's listings on a map, under their list: clustered price markers from
// /map-points?agent=<id>. Leaflet and the markers load on a tap of 'Show on map', so the agent's
// page carries none of it until then.
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/root-data';
import type { MapPointsData } from '../../lib/views/map';
import { buttonClass } from '../ui/button';
import { useLazyMap } from '../map/use-lazy-map';
import { usePointsMapTexts } from '../map/points-map-texts';

export function AgentMap({ agentId, name }: { agentId: string; name: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const fetcher = useFetcher<MapPointsData>();
  const answer = fetcher.data;
  const tiles = answer && 'tiles' in answer ? answer.tiles : undefined;

  useEffect(() => {
    if (shown) void fetcher.load(`/map-points?agent=${encodeURIComponent(agentId)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, agentId]);

  const texts = usePointsMapTexts();
  const { ref, map, failed } = useLazyMap(shown && !!tiles, (maps, element) => maps.pointsMap(element, { ...texts, tiles: tiles! }));
  useEffect(() => {
    if (map && answer && 'points' in answer) map.show(answer.points);
  }, [map, answer]);

  const problem = failed || (answer && !('points' in answer));
  return (
    <section aria-labelledby="agent-map-heading" className="mt-10">
      <h2 id="agent-map-heading" className="mb-3 text-lg font-semibold text-fg">
        {t('Listings of {agent} on the map', { agent: name })}
      </h2>
      <div className="relative isolate h-80 overflow-hidden rounded-xl border border-line bg-surface-2">
        <div ref={ref} role="region" aria-label={t('Map of the listings of {agent}', { agent: name })} className="absolute inset-0" />
        {!shown && (
          <div className="absolute inset-0 flex items-center justify-center">
            <button type="button" onClick={() => setShown(true)} className={buttonClass('secondary')}>
              {t('Show on map')}
            </button>
          </div>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('The map could not be loaded. Check your connection and try again.')}
        </p>
      )}
    </section>
  );
}
