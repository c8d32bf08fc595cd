import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PostForm } from '../components/dashboard/post-form';
import { Page } from '../components/ui/page';
import { requireAdminPage } from '../domain/auth/guards.server';
import { postFormAction } from '../domain/posts/post-form-page.server';
import { getPostById, updatePost } from '../domain/posts/update-post.server';
import type { FormFailure } from '../lib/errors';
import { notFoundPage, readForPage } from '../server-lib/page-refusals.server';
import { useT } from '../lib/root-data';
import { sanitizeRichText } from '../server-lib/sanitize.server';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Update Post') }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  const post = await readForPage(getPostById({ postId: params.postId ?? '' }), { 404: notFoundPage });
  // The editor renders the content as HTML: cleaned again, whatever wrote the row.
  return { post: { title: post.title, category: post.category, image: post.image, content: sanitizeRichText(post.content) } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdminPage(request);
  return postFormAction(request, (input) => updatePost({ user, postId: params.postId ?? '', input }));
}

export const clientAction = keepFormInPlace();

export default function UpdatePost() {
  const t = useT();
  const { post } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  return (
    <Page title={t('Update Post')}>
      <PostForm mode="update" post={post} actionData={actionData} />
    </Page>
  );
}
