// GET /api/listing/search?searchTerm=&startIndex=(&sort=)(&showClosed=true): one batch (8) of
// full-text matches, answered as the spec's plain array of listings, best match first unless
// `sort` names another order (newest, price-asc, price-desc; anything else is relevance); homes
// still available only, unless showClosed=true adds rented-out and sold ones. A Link header
// (rel="next") points at the next batch when there is one, so a client need not guess from the
// batch length. Bad parameters never fail: an empty term is an empty array, startIndex is clamped.
import type { LoaderFunctionArgs } from 'react-router';
import { fullTextSearch } from '../../domain/search/full-text-search.server';
import { readFullTextSort, withFullTextSort } from '../../lib/full-text-sort';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { PAGE_SIZES } from '../../lib/constants';
import { parseFullSearch, withShowClosed } from '../../lib/schemas/search';

export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    const params = new URL(request.url).searchParams;
    const { searchTerm, startIndex, showClosed } = parseFullSearch(params);
    const sort = readFullTextSort(params.get('sort'));
    const { listings, hasMore } = await fullTextSearch({ term: searchTerm, startIndex, limit: PAGE_SIZES.fullSearch, sort, showClosed });
    const headers = new Headers();
    if (hasMore) {
      const next = withShowClosed(withFullTextSort(new URLSearchParams({ searchTerm, startIndex: String(startIndex + listings.length) }), sort), showClosed);
      headers.set('Link', `</api/listing/search?${next}>; rel="next"`);
    }
    return Response.json(listings, { headers });
  });
}

export const action = methodNotAllowed;
