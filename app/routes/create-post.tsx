import { useActionData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PostForm } from '../components/dashboard/post-form';
import { Page } from '../components/ui/page';
import { requireAdminPage } from '../domain/auth/guards.server';
import { createPost } from '../domain/posts/create-post.server';
import { postFormAction } from '../domain/posts/post-form-page.server';
import type { FormFailure } from '../lib/errors';
import { useT } from '../lib/root-data';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Create a Post') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAdminPage(request);
  return postFormAction(request, async (input) => (await createPost({ user, input })).slug);
}

export const clientAction = keepFormInPlace();

export default function CreatePost() {
  const t = useT();
  const actionData = useActionData<FormFailure>();
  return (
    <Page title={t('Create a Post')}>
      <PostForm mode="create" actionData={actionData} />
    </Page>
  );
}
