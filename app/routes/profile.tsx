// /profile: the signed-in user edits their account, or deletes it (which signs them out).
import { redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { BecomeAgency } from '../components/account/become-agency';
import { DeleteAccount } from '../components/account/delete-account';
import { ProfileForm, type ProfileActionData } from '../components/account/profile-form';
import { SignOutForm } from '../components/layout/sign-out-form';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { hasPassword } from '../domain/account/stored-password.server';
import { updateProfile } from '../domain/account/update-profile.server';
import { requireUserPage } from '../domain/auth/guards.server';
import { destroySession } from '../domain/auth/session.server';
import { deleteUser } from '../domain/users/delete-user.server';
import { toSessionUser } from '../domain/users/session-user.server';
import { formAction, formStep } from '../server-lib/form-action.server';
import { useT } from '../lib/root-data';
import { PROFILE_MESSAGES, profileFormSchema } from '../lib/schemas/profile';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Profile') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserPage(request);
  // `version` remounts the form after a save, so it starts again from what is stored.
  return { user: toSessionUser(user), hasPassword: await hasPassword(user.id), version: user.updatedAt.toISOString() };
}

/** Deleting one's own account: the delete dialog's button posts intent=delete. */
function deleteOwnAccount(request: Request, user: Awaited<ReturnType<typeof requireUserPage>>) {
  return formStep({
    run: async () => {
      await deleteUser({ actor: user, userId: user.id });
      // The sessions went with the account; this clears the cookie the browser still holds.
      return redirect('/', { headers: { 'Set-Cookie': await destroySession(request) } });
    },
    // The page shows this beside the delete button, not in the profile form.
    answer: ({ message }) => ({ deleteFailed: true as const, message }),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUserPage(request);
  return formAction(request, async (intent) =>
    intent === 'delete'
      ? deleteOwnAccount(request, user)
      : formStep({
          check: profileFormSchema({ email: user.email, hasPassword: await hasPassword(user.id) }),
          run: async (input) => {
            await updateProfile({ actor: user, userId: user.id, input, request });
            return Response.json({ ok: true, message: PROFILE_MESSAGES.updated });
          },
        }),
  );
}

export const clientAction = keepFormInPlace();

export default function Profile() {
  const t = useT();
  const { user, hasPassword, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<ProfileActionData | { deleteFailed: true; message: string }>();
  const formData = actionData && 'deleteFailed' in actionData ? undefined : actionData;

  return (
    <Page title={t('Profile')} narrow>
      {user.isAdmin && <p className="-mt-4 mb-6 text-sm text-muted">{t('Admin')}</p>}
      <ProfileForm key={version} user={user} hasPassword={hasPassword} actionData={formData} />
      <div className="mt-6 grid grid-cols-2 gap-3">
        {user.role === 'agent' && (
          <ButtonLink to="/update-agent" variant="secondary">
            {t('Update Agency')}
          </ButtonLink>
        )}
        <ButtonLink to="/my-listing" variant="secondary">
          {t('My Listings')}
        </ButtonLink>
      </div>
      {user.role !== 'agent' && (
        <div className="mt-3">
          <BecomeAgency />
        </div>
      )}
      {actionData && 'deleteFailed' in actionData && (
        <div className="mt-6">
          <Alert>{t(actionData.message)}</Alert>
        </div>
      )}
      <div className="mt-6 flex items-center justify-between border-t border-line pt-4">
        <DeleteAccount />
        <SignOutForm className="min-h-11 rounded-lg px-2 text-sm font-semibold text-danger hover:bg-danger-soft" />
      </div>
    </Page>
  );
}
