// GET /map-points?<a search's parameters> or ?agent=<user id>: the markers of the /search map
// (every page of the search, its map area included) or of an agent's listings, at most
// MAP_POINTS_CAP, with the tiles to draw them on. A resource route the maps load with a fetcher
// once they show, so the pages themselves carry no map data. A wrong map area or agent id is
// refused with a 400 and a message (never a 500).
import { data, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { listerMapPoints, searchMapPoints } from '../domain/search/map-points.server';
import { isUuid } from '../lib/ids';
import { invalidBounds, parseAdvancedSearch } from '../lib/schemas/search';
import type { MapPointsAnswer, MapPointsData } from '../lib/views/map';
import { mapTiles } from '../server-lib/map-tiles.server';

export const UNKNOWN_AGENT = 'The agent in this link is not valid.';

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const agent = params.get('agent');
  if (agent !== null) {
    if (!isUuid(agent)) return data({ error: UNKNOWN_AGENT }, { status: 400 });
    return { ...(await listerMapPoints({ userId: agent })), tiles: mapTiles() } satisfies MapPointsAnswer;
  }
  const error = invalidBounds(params);
  if (error) return data({ error }, { status: 400 });
  return { ...(await searchMapPoints({ query: parseAdvancedSearch(params) })), tiles: mapTiles() } satisfies MapPointsAnswer;
}

/** A load that got no answer is told on the map, not by the page's error boundary. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs): Promise<MapPointsData> {
  try {
    return (await serverLoader()) as MapPointsData;
  } catch (error) {
    if (error instanceof Response) throw error;
    return { failed: true };
  }
}
