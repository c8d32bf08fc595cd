import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { rememberDeletedListing } from '../duplicates/first-posting.server';
import { deleteUnusedImages } from '../media/cleanup.server';
import { getEditableListing } from './update-listing.server';

export const DELETE_NOT_YOURS = 'You can only delete your own listings!';

/** The owner or an admin deletes a listing; its photos leave storage with it. */
export async function deleteListing({ user, id }: { user: User; id: string }) {
  const listing = await getEditableListing({ user, id }).catch((error) => {
    throw error instanceof AppError && error.status === 403 ? new AppError(403, DELETE_NOT_YOURS) : error;
  });
  await getDb().transaction(async (tx) => {
    await rememberDeletedListing({ listingId: id, db: tx });
    await tx.delete(listings).where(eq(listings.id, id));
  });
  await deleteUnusedImages(listing.imageUrls);
}
