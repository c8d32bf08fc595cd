// A contact-form message about a listing, kept in its lister's inbox (/dashboard?tab=enquiries)
// beside the e-mail that tells them of it (domain/contact/send-contact-message.server.ts).
import { getDb } from '../../db/registry.server';
import { enquiries } from '../../db/schema';
import { langOfRequest, type Lang } from '../../lib/i18n';
import type { ContactInput } from '../../lib/schemas/contact';
import { getSessionUser } from '../auth/session.server';

/** Who wrote: their account when signed in, and the language of the page they wrote from. */
export interface Enquirer {
  userId: string | null;
  lang: Lang;
}

/** The enquirer of a request: the session's user, and the page's language (the reply is written in it). */
export async function enquirerOf(request: Request): Promise<Enquirer> {
  const user = await getSessionUser(request);
  const lang = langOfRequest(request.url, request.headers.get('cookie'), request.headers.get('accept-language'));
  return { userId: user?.id ?? null, lang };
}

export async function recordEnquiry({
  listing,
  input,
  enquirer,
}: {
  listing: { listingId: string; title: string; userId: string };
  input: Pick<ContactInput, 'name' | 'email' | 'phone' | 'message'>;
  enquirer: Enquirer;
}): Promise<string> {
  const [row] = await getDb()
    .insert(enquiries)
    .values({
      listingId: listing.listingId,
      listerUserId: listing.userId,
      enquirerUserId: enquirer.userId,
      listingTitle: listing.title,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      message: input.message,
      lang: enquirer.lang,
    })
    .returning({ id: enquiries.id });
  return row.id;
}
