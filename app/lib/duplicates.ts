// Possible duplicates (the same home posted twice): what two listings may share, and where a pair stands.
export const DUPLICATE_STATUSES = ['pending', 'confirmed', 'dismissed'] as const;
export type DuplicateStatus = (typeof DUPLICATE_STATUSES)[number];
/** What two listings share; two of them make a possible duplicate. */
export const DUPLICATE_SHARES = ['photo', 'price', 'area'] as const;
export type DuplicateShare = (typeof DUPLICATE_SHARES)[number];
/**
 * The hidden reason (listings.hidden_reason) of a listing saved as a possible duplicate: held,
 * hidden from everyone but its lister and the admins, until a moderator decides.
 */
export const HELD_FOR_REVIEW = 'held-for-review';
export const DUPLICATE_SHARE_LABELS: Record<DuplicateShare, string> = { photo: 'Same photo', price: 'Same price', area: 'Same area' };
