// One tap on a My Listings card: Rented Out, Sold Out or Still Available again, without the whole
// update form. Only the listing's lister (or an admin) may; the status must be one the listing's
// type can be in (a home for rent is rented out, one for sale sold).
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, type User } from '../../db/schema';
import { PROPERTY_STATUSES, propertyStatusesFor } from '../../lib/constants';
import { AppError, badRequest } from '../../lib/errors';
import { LISTING_MESSAGES } from '../../lib/forms/listing';
import { listingSaved } from '../quality/listing-saved.server';
import { getEditableListing } from './update-listing.server';

export const UNKNOWN_STATUS = 'Please choose Still Available, Rented Out or Sold Out.';
export const STATUS_NOT_YOURS = 'You can only change the status of your own listings!';

type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
const isStatus = (value: unknown): value is PropertyStatus => typeof value === 'string' && (PROPERTY_STATUSES as readonly string[]).includes(value);

/** Sets the status; answers the status now stored. 404 unknown listing, 403 not theirs, 400 a status that does not fit. */
export async function setListingStatus({ user, id, status }: { user: User; id: string; status: unknown }): Promise<PropertyStatus> {
  const listing = await getEditableListing({ user, id }).catch((error) => {
    throw error instanceof AppError && error.status === 403 ? new AppError(403, STATUS_NOT_YOURS) : error;
  });
  if (!isStatus(status)) throw badRequest(UNKNOWN_STATUS, { propertyStatus: UNKNOWN_STATUS });
  if (!propertyStatusesFor(listing.type).includes(status)) throw badRequest(LISTING_MESSAGES.propertyStatus, { propertyStatus: LISTING_MESSAGES.propertyStatus });
  if (listing.propertyStatus !== status) {
    const now = new Date();
    // A new status is a real change (lib/real-change.ts): the listing is fresh again.
    await getDb().update(listings).set({ propertyStatus: status, updatedAt: now, changedAt: now }).where(eq(listings.id, listing._id));
    // As after the update form: the score's freshness, and the savers told it was rented out or sold.
    await listingSaved({ id: listing._id, before: listing });
  }
  return status;
}
