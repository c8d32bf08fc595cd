// /forgotpassword: asks for a reset link by e-mail. The answer is the same for every address.
import { Form, useActionData, useLocation, useNavigation, Link, type ActionFunctionArgs, type MetaFunction } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/auth-fields';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { requestPasswordReset } from '../domain/account/request-password-reset.server';
import type { FormFailure } from '../lib/errors';
import { handleForm } from '../server-lib/form-action.server';
import { useT } from '../lib/root-data';
import { checkForgotPassword, PASSWORD_RESET_MESSAGES } from '../lib/forms/password-reset';
import { forgotPasswordSchema } from '../lib/schemas/password-reset';
import { useValidatedForm } from '../lib/use-validated-form';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Forgot Password') }];

export async function action({ request }: ActionFunctionArgs) {
  return handleForm(request, forgotPasswordSchema, async ({ email }) => {
    await requestPasswordReset({ email, request });
    return Response.json({ ok: true, message: PASSWORD_RESET_MESSAGES.sent });
  });
}

export const clientAction = keepFormInPlace();

export default function ForgotPassword() {
  const t = useT();
  const actionData = useActionData<(FormFailure & { ok?: undefined }) | { ok: true; message: string }>();
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const { errors, message, onSubmit, onChange, initial } = useValidatedForm(checkForgotPassword, failure);
  const busy = useNavigation().state === 'submitting';
  // The e-mail typed on the sign-in page, when the reader came from its 'Forgot password?'.
  const fromSignIn = (useLocation().state as { email?: unknown } | null)?.email;

  return (
    <AuthCard
      title={t('Forgot Password')}
      footer={
        <Link to="/sign-in" className="font-semibold text-brand">
          {t('Back to sign in')}
        </Link>
      }
    >
      <p className="mb-4 text-sm text-muted">{t('Enter the e-mail address of your account and we will send you a link to set a new password.')}</p>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-4">
        <EmailField defaultValue={initial('email') || (typeof fromSignIn === 'string' ? fromSignIn : undefined)} error={errors.email && t(errors.email)} />
        {actionData?.ok && <Alert tone="success">{t(actionData.message)}</Alert>}
        {message && !errors.email && <Alert>{t(message)}</Alert>}
        <Button type="submit" disabled={busy}>
          {busy ? t('Sending...') : t('Send reset link')}
        </Button>
      </Form>
    </AuthCard>
  );
}
