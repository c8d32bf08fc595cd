// Possible duplicates (the same home posted twice): what two listings may share, and where a pair stands.
export const DUPLICATE_STATUSES = ['pending', 'confirmed', 'dismissed'] as const;
export type DuplicateStatus = (typeof DUPLICATE_STATUSES)[number];
/** What two listings share; two of them make a possible duplicate. */
export const DUPLICATE_SHARES = ['photo', 'price', 'area'] as const;
export type DuplicateShare = (typeof DUPLICATE_SHARES)[number];
export const DUPLICATE_SHARE_LABELS: Record<DuplicateShare, string> = { photo: 'Same photo', price: 'Same price', area: 'Same area' };
