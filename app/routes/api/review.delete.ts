// DELETE /api/review/deletereview/:id: the review's author or an admin (moderation), both taken from
// the session; the spec's body userId is ignored.
import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { deleteReview } from '../../domain/reviews/delete-review.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { AppError } from '../../lib/errors';

export async function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    if (request.method !== 'DELETE') throw new AppError(405, 'Use DELETE to delete a review.');
    const user = await requireApiUser(request);
    await deleteReview({ user, reviewId: params.id ?? '' });
    return { success: true, message: 'Review deleted.' };
  });
}

export const loader = methodNotAllowed;
