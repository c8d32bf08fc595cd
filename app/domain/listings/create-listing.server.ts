import { getDb } from '../../db/registry.server';
import { listingImages, listings, type User } from '../../db/schema';
import type { ListingInput } from '../../lib/schemas/listing';
import { firstPostingDate } from '../duplicates/first-posting.server';
import { findDuplicatePairs } from '../duplicates/flag-duplicates.server';
import { holdForReview } from '../duplicates/hold-for-review.server';
import { useListingSlot } from '../packages/listing-slots.server';
import { onListingPublished } from '../saved-searches/send-due-alerts.server';
import { prepareListing } from './prepare-listing.server';
import { listingSaved } from '../quality/listing-saved.server';

/** A saved listing, and whether it waits for a moderator before it is published. */
export interface SavedListing {
  id: string;
  held: boolean;
}

/**
 * Posts a listing. Everybody but an admin needs an active package with listings left; the
 * slot is taken in the same transaction, so a failed insert does not use it up. A possible
 * duplicate of another lister's listing is held, hidden, in that transaction too.
 */
export async function createListing({ user, input }: { user: User; input: ListingInput }): Promise<SavedListing> {
  const { fields, imageUrls, owner } = await prepareListing({ user, input });
  const lister = owner ?? user.id;
  // Deleted and posted again within 30 days: the listing keeps its first posting date, and its
  // freshness ("Recommended", the quality score) counts from then too, as no real change is seen
  // in deleting and posting the same home again. The deleted listing's own last change is not
  // kept, so its first posting date stands in: a repost is never fresher than the listing was.
  const firstPostedAt = await firstPostingDate({ userId: lister, urls: imageUrls });
  // The server's own check, whatever the form was told.
  const pairs = await findDuplicatePairs({ facts: { ...fields, userRef: lister }, urls: imageUrls });
  const { id, held } = await getDb().transaction(async (tx) => {
    await useListingSlot({ user, db: tx });
    const [listing] = await tx
      .insert(listings)
      .values({ ...fields, userRef: lister, ...(firstPostedAt && { createdAt: firstPostedAt, changedAt: firstPostedAt }) })
      .returning({ id: listings.id });
    await tx.insert(listingImages).values(imageUrls.map((url, position) => ({ listingId: listing.id, position, url })));
    return { id: listing.id, held: await holdForReview({ db: tx, listingId: listing.id, pairs }) };
  });
  // After the commit: the alert run must see the listing. A held one is announced when published.
  if (!held) await onListingPublished();
  await listingSaved({ id });
  return { id, held };
}
