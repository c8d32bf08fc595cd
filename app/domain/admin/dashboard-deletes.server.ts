// The dashboard tables' delete buttons, posted to /dashboard's own action with an intent per
// table. Each is the domain call its /api route makes, given the session's user: it decides
// who may delete what (admins anything but the last admin; a user their own listings).
import type { User } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { deleteListing } from '../listings/delete-listing.server';
import { deletePost } from '../posts/delete-post.server';
import { deleteReview } from '../reviews/delete-review.server';
import { deleteUser } from '../users/delete-user.server';

const DELETES: Record<string, (user: User, id: string) => Promise<unknown>> = {
  'delete-user': (actor, userId) => deleteUser({ actor, userId }),
  'delete-post': (user, postId) => deletePost({ user, postId }),
  'delete-review': (user, reviewId) => deleteReview({ user, reviewId }),
  'delete-listing': (user, id) => deleteListing({ user, id }),
};

export function deleteFromDashboard({ user, intent, id }: { user: User; intent: string; id: string }) {
  const remove = DELETES[intent];
  if (!Object.hasOwn(DELETES, intent) || !remove) throw badRequest('Something went wrong');
  return remove(user, id);
}
