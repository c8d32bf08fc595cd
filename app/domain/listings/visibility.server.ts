// Who may see a listing: anyone while it is public; only its lister and the admins while
// moderators hide it. To anyone else a hidden listing is an unknown one on every path, so every
// look-up of a listing by its id goes through visibleTo() (or mayOpen() on a row already read),
// and every list through publicListing (db/schema), which is visibleTo(null).
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { listings, publicListing, type Listing, type User } from '../../db/schema';

/** Who is asking: the session's user, or null for a visitor. */
export type Viewer = Pick<User, 'id' | 'isAdmin'> | null;

/** The condition on `listings` for the listings `viewer` may see. */
export function visibleTo(viewer: Viewer): SQL {
  if (viewer?.isAdmin) return sql`true`;
  return viewer ? (or(publicListing, eq(listings.userRef, viewer.id)) as SQL) : publicListing;
}

/** visibleTo() for a listing already read. */
export const mayOpen = (listing: Pick<Listing, 'userRef' | 'hiddenAt'>, viewer: Viewer) =>
  listing.hiddenAt === null || (!!viewer && (viewer.isAdmin || viewer.id === listing.userRef));
