// The home filter form goes to /search with the spec's query parameters. Blank choices ("All
// townships", "Any type", type=all) are left out, so the search page's URL stays short and
// shareable and a blank value can never be read as a filter.
export const FILTER_CHECKBOXES = ['parking', 'furnished', 'swimmingPool', 'gym', 'offer'] as const;

export function searchUrl(form: FormData | URLSearchParams, path = '/search'): string {
  const params = new URLSearchParams();
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (!text || (key === 'type' && text === 'all')) continue;
    params.append(key, text);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
