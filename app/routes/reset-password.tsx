// /reset-password/{token} and /reset_password/{token}: a new password from an e-mailed link.
// The page says at once when the link can no longer be used (still a 200: it is a page).
import { Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { NewPasswordField } from '../components/auth-fields';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { isResetTokenUsable, resetPassword } from '../domain/account/reset-password.server';
import { destroySession } from '../domain/auth/session.server';
import type { FormFailure } from '../lib/errors';
import { handleForm } from '../server-lib/form-action.server';
import { useT } from '../lib/root-data';
import { checkResetPasswordForm, PASSWORD_RESET_MESSAGES } from '../lib/forms/password-reset';
import { resetPasswordFormSchema } from '../lib/schemas/password-reset';
import { useValidatedForm } from '../lib/use-validated-form';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

// The token in the address never goes to another site; the page's own form keeps its origin
// (server/app.ts, referrerPolicy).
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Set a new password') }, { name: 'referrer', content: 'same-origin' }];

export async function loader({ params }: LoaderFunctionArgs) {
  return { usable: await isResetTokenUsable({ token: params.token ?? '' }) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleForm(
    request,
    resetPasswordFormSchema,
    async ({ password }) => {
      await resetPassword({ token: params.token ?? '', password });
      // Every session of the user ended; this browser forgets its cookie too.
      return Response.json({ ok: true, message: PASSWORD_RESET_MESSAGES.updated }, { headers: { 'Set-Cookie': await destroySession(request) } });
    },
    ({ confirmPassword: _secret, ...values }) => values,
  );
}

export const clientAction = keepFormInPlace();

export default function ResetPassword() {
  const t = useT();
  const { usable } = useLoaderData<typeof loader>();
  const actionData = useActionData<(FormFailure & { ok?: undefined }) | { ok: true; message: string }>();
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const { errors, message, onSubmit, onChange } = useValidatedForm(checkResetPasswordForm, failure);
  const busy = useNavigation().state === 'submitting';
  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined);

  if (actionData?.ok) {
    return (
      <AuthCard title={t('Set a new password')}>
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t(actionData.message)}</Alert>
          <ButtonLink to="/sign-in">{t('Sign in')}</ButtonLink>
        </div>
      </AuthCard>
    );
  }
  if (!usable) {
    return (
      <AuthCard title={t('Set a new password')}>
        <div className="flex flex-col gap-4">
          <Alert>{t(PASSWORD_RESET_MESSAGES.invalidToken)}</Alert>
          <ButtonLink to="/forgotpassword">{t('Ask for a new link')}</ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('Set a new password')}>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-4">
        <NewPasswordField label={t('New password')} error={err('password')} />
        <TextField label={t('Confirm new password')} name="confirmPassword" type="password" autoComplete="new-password" error={err('confirmPassword')} />
        {message && !Object.keys(errors).length && <Alert>{t(message)}</Alert>}
        {message === PASSWORD_RESET_MESSAGES.invalidToken && <ButtonLink to="/forgotpassword">{t('Ask for a new link')}</ButtonLink>}
        <Button type="submit" disabled={busy}>
          {busy ? t('Updating...') : t('Update Password')}
        </Button>
      </Form>
    </AuthCard>
  );
}
