// Where a home list's View More finds its next 9: the home page's own loader (routes/home.tsx),
// which answers ?index&list=…&startIndex= with that list's batch, shaped as its first 9 and
// read one longer to know whether more follow.

/** A home list as the loader sends it: 9 items, and whether more exist. */
export interface HomeBatch<T> {
  items: T[];
  more: boolean;
}

export function homeBatch<T>(list: 'rent' | 'sale' | 'agents' | 'posts') {
  return {
    // `index`: the home route itself, not the root layout that shares its path.
    href: `/?index&list=${list}`,
    read: (data: { batch: HomeBatch<T> }) => ({ items: data.batch.items, hasMore: data.batch.more }),
  };
}
