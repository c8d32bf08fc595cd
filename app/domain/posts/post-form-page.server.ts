// The server side of the two post form pages: validate with the shared schema, save, and send
// the admin to the post. A failure that is not the user's to fix reads 'Something went wrong'
// (spec section 8) and keeps what was typed.
import { redirect } from 'react-router';
import { formAction } from '../../server-lib/form-action.server';
import { sanitizeRichText } from '../../server-lib/sanitize.server';
import { POST_MESSAGES, postSchema, type PostInput } from '../../lib/schemas/post';

/** /post/{slug}; Burmese slugs are percent-encoded, since a Location header must be ASCII. */
export const postPath = (slug: string) => `/post/${encodeURIComponent(slug)}`;

export function postFormAction(request: Request, save: (input: PostInput) => Promise<string>) {
  return formAction(request, {
    check: postSchema,
    run: async (input) => redirect(postPath(await save(input))),
    unexpected: POST_MESSAGES.failed,
    // Echoed back into the editor as HTML: cleaned first.
    keep: (values) => ({ ...values, content: typeof values.content === 'string' ? sanitizeRichText(values.content) : '' }),
  });
}
