// Deleting an account (by its owner or an admin). Decided here, once:
// - the user's listings go, with their photos (files nothing else shows are removed);
// - their reviews, sessions, reset tokens, package subscriptions and agency profile go
//   (the database cascades);
// - posts they wrote, contact messages and payment inquiries stay, unlinked (set null): they
//   are the site's records, not the user's;
// - their avatar and agency photos are removed from storage.
// The last admin cannot be deleted, so the site always has someone to run it.
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, listingImages, listings, users, type User } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { deleteUnusedImages } from '../media/cleanup.server';

export const LAST_ADMIN = 'The last admin cannot be deleted.';

export async function deleteUser({ actor, userId }: { actor: User; userId: string }) {
  if (actor.id !== userId && !actor.isAdmin) throw forbidden('You can only delete your own account!');
  if (!isUuid(userId)) throw notFound('User not found!');
  const db = getDb();
  const [target] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw notFound('User not found!');
  if (target.isAdmin) {
    const [otherAdmin] = await db.select({ id: users.id }).from(users).where(and(eq(users.isAdmin, true), ne(users.id, userId))).limit(1);
    if (!otherAdmin) throw new AppError(409, LAST_ADMIN);
  }
  const images = await db
    .select({ url: listingImages.url })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(eq(listings.userRef, userId));
  const [profile] = await db.select({ imageUrls: agentProfiles.imageUrls }).from(agentProfiles).where(eq(agentProfiles.userId, userId));
  await db.delete(users).where(eq(users.id, userId));
  await deleteUnusedImages([...images.map((i) => i.url), ...(profile?.imageUrls ?? []), ...(target.avatar ? [target.avatar] : [])]);
}
