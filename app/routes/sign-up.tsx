import { Form, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { AuthSwitchLink, EmailField, NewPasswordField } from '../components/auth-fields';
import { OidcButton } from '../components/oidc-button';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { redirectSignedIn, redirectTarget } from '../domain/auth/guards.server';
import { getSessionUser } from '../domain/auth/session.server';
import { signUp } from '../domain/auth/sign-up.server';
import type { FormFailure } from '../lib/errors';
import { handleForm } from '../server-lib/form-action.server';
import { withNotice } from '../server-lib/flash-notice.server';
import { isPostingJourney } from '../lib/posting-journey';
import { useT } from '../lib/root-data';
import { checkSignUp } from '../lib/forms/auth';
import { signUpSchema } from '../lib/schemas/auth';
import { useValidatedForm } from '../lib/use-validated-form';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Sign up') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const target = redirectTarget(request);
  if (await getSessionUser(request)) throw redirect(target);
  // On the way to posting: the new account goes back there, where the package notice leads on
  // to the plans; the form says so first.
  return { postingJourney: isPostingJourney(target) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, signUpSchema, async (input) => {
    const user = await signUp({ input, ip: context.ip, request });
    // Where they were going, told the account is made (nothing said so).
    return withNotice(request, await redirectSignedIn({ userId: user.id, request }), 'signed-up');
  });
}

export const clientAction = keepFormInPlace();

export default function SignUp() {
  const t = useT();
  const { postingJourney } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const { errors, message, onSubmit, onChange, initial } = useValidatedForm(checkSignUp, actionData);
  const busy = useNavigation().state === 'submitting';
  const fieldError = (name: string) => errors[name] && t(errors[name]);

  return (
    <AuthCard
      title={t('Sign Up')}
      footer={<AuthSwitchLink question={t('Have an account?')} to="/sign-in" label={t('Sign in')} />}
    >
      {postingJourney && <p className="mb-4 rounded-lg bg-surface-2 px-4 py-3 text-sm text-fg">{t('Create your account, then choose a plan to post your listing.')}</p>}
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-4">
        <TextField label={t('Username')} name="username" autoComplete="username" defaultValue={initial('username')} error={fieldError('username')} />
        <EmailField defaultValue={initial('email')} error={fieldError('email')} />
        <NewPasswordField label={t('Password')} error={fieldError('password')} />
        {message && !Object.keys(errors).length && <Alert>{t(message)}</Alert>}
        <Button type="submit" disabled={busy}>
          {busy ? t('Creating account...') : t('Sign Up')}
        </Button>
      </Form>
      <OidcButton />
    </AuthCard>
  );
}
