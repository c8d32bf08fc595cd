// GET /api/review/getListingReview/:listingId: public; authors by username and avatar only.
import type { LoaderFunctionArgs } from 'react-router';
import { getSessionUser } from '../../domain/auth/session.server';
import { getListing } from '../../domain/listings/get-listing.server';
import { listReviews } from '../../domain/reviews/list-reviews.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { notFound } from '../../lib/errors';
import { REVIEW_MESSAGES } from '../../lib/schemas/review';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return api(async () => {
    const listing = await getListing({ id: params.listingId ?? '', viewer: await getSessionUser(request) });
    if (!listing) throw notFound(REVIEW_MESSAGES.listing);
    return { success: true, ...(await listReviews({ listingId: listing._id })) };
  });
}

export const action = methodNotAllowed;
