// The server side shared by the three listing form pages: who may post, and the action that
// validates, saves and sends the user to the listing.
import { data, redirect } from 'react-router';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '../../db/registry.server';
import { agentProfiles, users, type User } from '../../db/schema';
import { formAction, formStep } from '../../server-lib/form-action.server';
import { checkPastedPost } from '../../lib/forms/listing-draft';
import { textLimitsOf } from '../../lib/schemas/checked';
import { readListingPost } from '../listing-posts/read-listing-post.server';
import { fillListingForm } from '../listing-posts/fill-listing-form.server';
import type { NoticeKey } from '../../lib/flash-notice';
import { noticeCookie } from '../../server-lib/flash-notice.server';
import { mayPost } from '../../lib/package-rules';
import type { ListingInput } from '../../lib/schemas/listing';
import { withoutSecrets } from '../../lib/errors';
import { READ_POST_INTENT } from '../../lib/views/listing-draft';
import { sanitizeRichText } from '../../server-lib/sanitize.server';
import { getSessionUser } from '../auth/session.server';
import { getPackageStatus } from '../packages/subscriptions.server';

export const TOKENS_EXPIRED = 'Tokens are expired or something is wrong. Please sign out and log in again';

/** Whether the create form is open to this user, by the one posting rule (lib/package-rules.ts). */
export async function postingAllowed(user: User) {
  const status = await getPackageStatus({ userId: user.id });
  return { status, canPost: mayPost({ isAdmin: user.isAdmin, current: status }) };
}

/** Agents an admin may post for: users with an agency profile, by name. */
export async function listAgentChoices() {
  return getDb()
    .select({ _id: users.id, name: agentProfiles.name })
    .from(agentProfiles)
    .innerJoin(users, and(eq(users.id, agentProfiles.userId)))
    .orderBy(asc(agentProfiles.name));
}

export async function listingFormAction(
  request: Request,
  schema: z.ZodType<ListingInput, unknown>,
  saveListing: (user: User, input: ListingInput) => Promise<{ id: string; held: boolean }>,
  /** The confirmation the listing's page shows once it is saved (lib/flash-notice.ts), unless it is held for a moderator. */
  notice: NoticeKey,
) {
  // A session that ended while the form was open: the spec's message, then sign in again.
  const user = await getSessionUser(request);
  if (!user) return data({ message: TOKENS_EXPIRED, errors: {}, values: {}, tokenExpired: true }, { status: 401 });
  const keep = (values: Record<string, unknown>) => ({ ...values, description: typeof values.description === 'string' ? sanitizeRichText(values.description) : '' });
  const save = formStep({
    check: schema,
    run: async (input: ListingInput) => {
      const { id, held } = await saveListing(user, input);
      return redirect(`/listing/${id}`, { headers: { 'Set-Cookie': noticeCookie(request, held ? 'listing-held' : notice) } });
    },
    keep,
  });
  // "Read the post" sends the whole form with its pasted post: the answer is the form again,
  // filled from the post (with or without JavaScript), and nothing is saved.
  const readPost = formStep({
    check: Object.assign(
      (raw: Record<string, unknown>) => {
        const errors = checkPastedPost(raw);
        return Object.keys(errors).length ? { ok: false as const, errors, message: Object.values(errors)[0]! } : { ok: true as const, data: raw };
      },
      // Every other field keeps its own limit (a description is longer than the default cap).
      { limits: { ...textLimitsOf(schema), ...checkPastedPost.limits } },
    ),
    run: async (raw: Record<string, unknown>) => {
      const { values, marks } = fillListingForm({ values: keep(withoutSecrets(raw)), reading: readListingPost(String(raw.post)) });
      return data({ message: '', errors: {}, values, marks });
    },
    keep,
  });
  return formAction(request, (intent) => (intent === READ_POST_INTENT ? readPost : save));
}
