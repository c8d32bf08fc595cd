// A shared post as the new listing form first shows it: its photos in the form, its text read
// (and marked) as a pasted post is, and the text as the description.
import type { User } from '../../db/schema';
import { fillListingForm } from '../listing-posts/fill-listing-form.server';
import { readListingPost } from '../listing-posts/read-listing-post.server';
import { getListingShare } from './listing-shares.server';

export async function sharedDraft({ id, user }: { id: string; user: User }) {
  const share = await getListingShare({ id, user });
  if (!share) return undefined;
  const values: Record<string, unknown> = { imageUrls: share.imageUrls };
  if (!share.text) return { message: '', errors: {}, values };
  return { message: '', errors: {}, ...fillListingForm({ values, reading: readListingPost(share.text) }) };
}
