// POST /api/listing/draft { text }: a pasted Facebook or Viber post read into the listing fields
// it states (domain/listing-posts), for the lister to check before posting. Signed-in users only;
// the text is held to a listing description's length and converted from Zawgyi like every body.
import type { ActionFunctionArgs } from 'react-router';
import { getSessionUser } from '../../domain/auth/session.server';
import { readListingPost } from '../../domain/listing-posts/read-listing-post.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { unauthorized } from '../../lib/errors';
import { LISTING_DRAFT_MESSAGES, listingDraftRequestSchema } from '../../lib/schemas/listing-draft';

export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    if (!(await getSessionUser(request))) throw unauthorized(LISTING_DRAFT_MESSAGES.signIn);
    const { text } = await readJson(request, listingDraftRequestSchema);
    return Response.json({ success: true, ...readListingPost(text) });
  });
}

export const loader = methodNotAllowed;
