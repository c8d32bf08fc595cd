// Where a home list's View More finds its next 9: /home-lists/:list?startIndex=
// (routes/home-lists.ts), which answers that list's batch shaped as its first 9, with whether
// more follow.

/** A home list as the loader sends it: 9 items, and whether more exist. */
export interface HomeBatch<T> {
  items: T[];
  more: boolean;
}

export function homeBatch<T>(list: 'rent' | 'sale' | 'agents' | 'posts') {
  return {
    href: `/home-lists/${list}`,
    read: (data: { batch: HomeBatch<T> }) => ({ items: data.batch.items, hasMore: data.batch.more }),
  };
}
