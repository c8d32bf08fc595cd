// Where a filter form goes: /search with the canonical query of what was chosen. Both forms (the
// home page's and the one on /search) send their values through here, so the same choices give the
// same URL from either: blank choices and defaults ("All townships", "Any", type=all) left out, the
// sort select's one value split into sort and order, no page number (a new search starts at page
// 1). The reading and writing of the query is lib/schemas/search.ts's, as the server reads it.
import { advancedSearchParams, parseAdvancedSearch } from '../../lib/schemas/search';

export function searchUrl(form: FormData | URLSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of form.entries()) if (typeof value === 'string') params.append(key, value);
  const query = advancedSearchParams(parseAdvancedSearch(params)).toString();
  return query ? `/search?${query}` : '/search';
}
