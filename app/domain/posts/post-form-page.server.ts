// The server side of the two post form pages: validate with the shared schema, save, and send
// the admin to the post. A failure that is not the user's to fix reads 'Something went wrong'
// (spec section 8) and keeps what was typed.
import { redirect } from 'react-router';
import { AppError } from '../../lib/errors';
import { handleForm } from '../../lib/form-action.server';
import { sanitizeRichText } from '../../lib/sanitize.server';
import { POST_MESSAGES, postSchema, type PostInput } from '../../lib/schemas/post';

/** /post/{slug}; Burmese slugs are percent-encoded, since a Location header must be ASCII. */
export const postPath = (slug: string) => `/post/${encodeURIComponent(slug)}`;

export function postFormAction(request: Request, save: (input: PostInput) => Promise<string>) {
  return handleForm(
    request,
    postSchema,
    async (input) => {
      try {
        return redirect(postPath(await save(input)));
      } catch (error) {
        if (error instanceof AppError) throw error;
        console.error(error);
        throw new AppError(500, POST_MESSAGES.failed);
      }
    },
    // Echoed back into the editor as HTML: cleaned first.
    (values) => ({ ...values, content: typeof values.content === 'string' ? sanitizeRichText(values.content) : '' }),
  );
}
