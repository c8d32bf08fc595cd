// POST /api/review/createreview: the author is the signed-in user; a userRef in the body is ignored.
// One review per user per listing: 201 when it is new, 200 when it replaced the user's earlier
// one (`replaced: true`); 429 past the per-user limit.
import type { ActionFunctionArgs } from 'react-router';
import { getSessionUser } from '../../domain/auth/session.server';
import { createReview } from '../../domain/reviews/create-review.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { unauthorized } from '../../lib/errors';
import { createReviewSchema, REVIEW_MESSAGES } from '../../lib/schemas/review';

export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    const user = await getSessionUser(request);
    if (!user) throw unauthorized(REVIEW_MESSAGES.signIn);
    const input = await readJson(request, createReviewSchema);
    const { review, replaced } = await createReview({ user, input });
    return Response.json({ success: true, review, replaced }, { status: replaced ? 200 : 201 });
  });
}

export const loader = methodNotAllowed;
