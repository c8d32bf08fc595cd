import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingImages, listings, type User } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { propertyStatusesFor } from '../../lib/constants';
import { isUuid } from '../../lib/ids';
import type { ListingInput } from '../../lib/schemas/listing';
import { findDuplicatePairs } from '../duplicates/flag-duplicates.server';
import { holdForReview } from '../duplicates/hold-for-review.server';
import type { SavedListing } from './create-listing.server';
import { deleteUnusedImages } from '../media/cleanup.server';
import { getListing } from './get-listing.server';
import { prepareListing } from './prepare-listing.server';
import { isRealChange } from '../../lib/real-change';
import { listingSaved } from '../quality/listing-saved.server';

export const NOT_YOUR_LISTING = 'You can only update your own listings!';

/** The listing, if this user may edit it (its owner or an admin). */
export async function getEditableListing({ user, id }: { user: User; id: string }) {
  const listing = isUuid(id) ? await getListing({ id, viewer: user }) : null;
  if (!listing) throw notFound('Listing not found!');
  if (listing.userRef !== user.id && !user.isAdmin) throw new AppError(403, NOT_YOUR_LISTING);
  return listing;
}

/** The listing's last real change (listings.changed_at, ISO 8601): the update form's quality meter counts freshness from it. */
export async function listingChangedAt(id: string): Promise<string> {
  const [row] = await getDb().select({ changedAt: listings.changedAt }).from(listings).where(eq(listings.id, id)).limit(1);
  if (!row) throw notFound('Listing not found!');
  return row.changedAt.toISOString();
}

/** Saves a listing's new state; one that became a possible duplicate of another lister's listing is held until a moderator decides. */
export async function updateListing({ user, id, input }: { user: User; id: string; input: ListingInput }): Promise<SavedListing> {
  const current = await getEditableListing({ user, id });
  const { fields, imageUrls, owner } = await prepareListing({ user, input, current });
  // The server's own check, whatever the form was told; pairs asked about before are not again.
  const pairs = await findDuplicatePairs({ facts: { ...fields, userRef: owner ?? current.userRef }, urls: imageUrls, listingId: id });
  // Kept when not sent, unless the type changed under it: a rental's 'Rented Out' means nothing
  // for a sale (and the check refuses it when sent).
  const propertyStatus = input.propertyStatus ?? (propertyStatusesFor(fields.type).includes(current.propertyStatus) ? current.propertyStatus : 'Still Available');
  const now = new Date();
  const held = await getDb().transaction(async (tx) => {
    await tx
      .update(listings)
      .set({
        ...fields,
        ...(owner && { userRef: owner }),
        propertyStatus,
        updatedAt: now,
        ...(isRealChange(current, { ...fields, propertyStatus, imageUrls }) && { changedAt: now }),
      })
      .where(eq(listings.id, id));
    await tx.delete(listingImages).where(eq(listingImages.listingId, id));
    await tx.insert(listingImages).values(imageUrls.map((url, position) => ({ listingId: id, position, url })));
    return holdForReview({ db: tx, listingId: id, pairs });
  });
  // Photos the owner removed from the listing are removed from storage too.
  await deleteUnusedImages(current.imageUrls.filter((url) => !imageUrls.includes(url)));
  await listingSaved({ id, before: current });
  return { id, held };
}
