// The map tiles every map draws (MAP_TILE_URL, MAP_ATTRIBUTION): OpenStreetMap's by default.
import type { MapTiles } from '../lib/views/map';
import { getConfig, type Config } from './config.server';

export function mapTiles(): MapTiles {
  const config = getConfig();
  return { url: config.MAP_TILE_URL, attribution: config.MAP_ATTRIBUTION };
}

/**
 * The Content-Security-Policy source the tile images come from: the template's origin, with
 * Leaflet's `{s}` subdomain placeholder as a wildcard (`https://{s}.tile.example` allows
 * `https://*.tile.example`).
 */
export function tileImageSource(config: Pick<Config, 'MAP_TILE_URL'>): string {
  const url = new URL(config.MAP_TILE_URL.replaceAll('{s}', 'subdomain'));
  const host = url.host.replace(/^subdomain\./, '*.');
  return `${url.protocol}//${host}`;
}
