// The orders a search's results can come in (spec section 7: updatedAt and regularPrice, each
// way, and the default createdAt desc): the filter form's select and the results' Sort menu.
export const SORT_OPTIONS = [
  { value: 'createdAt_desc', label: 'Latest' },
  { value: 'recommended_desc', label: 'Recommended' },
  { value: 'createdAt_asc', label: 'Oldest' },
  { value: 'updatedAt_desc', label: 'Recently updated' },
  { value: 'updatedAt_asc', label: 'Least recently updated' },
  { value: 'regularPrice_desc', label: 'Price high to low' },
  { value: 'regularPrice_asc', label: 'Price low to high' },
] as const;
