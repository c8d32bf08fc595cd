// JSON-LD of /insights and /insights/:township: schema.org Datasets (search engines list them as
// such), the township's a part of the whole. Loaders hand these to the page's <head>
// (server-lib/structured-data.server.ts), so this module never reaches the browser.
import type { Dataset, WithContext } from 'schema-dts';
import { absoluteUrl } from './media-url';

const PUBLISHER = { '@type': 'Organization', name: 'Yangon Homes' } as const;

export function insightsJsonLd({
  origin,
  path,
  name,
  description,
  place,
  computedAt,
  months,
}: {
  origin: string;
  path: string;
  name: string;
  description: string;
  /** 'Bahan, Yangon', or 'Yangon'. */
  place: string;
  computedAt: string | null;
  /** The first and last month of the trend ('2025-12-01', '2026-11-01'), when there is one. */
  months?: [string, string];
}): WithContext<Dataset> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name,
    description,
    url: absoluteUrl(origin, path),
    creator: PUBLISHER,
    publisher: PUBLISHER,
    isAccessibleForFree: true,
    spatialCoverage: { '@type': 'Place', name: place },
    variableMeasured: ['Median asking rent (lakh MMK, USD)', 'Median asking sale price (lakh MMK, USD)', 'Median price per square foot', 'Live listings'],
    ...(computedAt ? { dateModified: computedAt } : {}),
    ...(months ? { temporalCoverage: `${months[0].slice(0, 7)}/${months[1].slice(0, 7)}` } : {}),
    ...(path === '/insights' ? {} : { isPartOf: absoluteUrl(origin, '/insights') }),
  };
}
