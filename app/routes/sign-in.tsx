import { useEffect } from 'react';
import { Form, redirect, useActionData, useLoaderData, useNavigate, useNavigation, useSearchParams, Link, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { AuthSwitchLink, EmailField } from '../components/auth-fields';
import { OidcButton } from '../components/oidc-button';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { useToast } from '../components/ui/toast';
import { redirectSignedIn, redirectTarget } from '../domain/auth/guards.server';
import { getSessionUser } from '../domain/auth/session.server';
import { signIn } from '../domain/auth/sign-in.server';
import type { FormFailure } from '../lib/errors';
import { handleForm } from '../server-lib/form-action.server';
import { isPostingJourney } from '../lib/posting-journey';
import { useT } from '../lib/root-data';
import { checkSignIn, SIGN_UP_TOO_MANY } from '../lib/forms/auth';
import { signInSchema } from '../lib/schemas/auth';
import { useValidatedForm } from '../lib/use-validated-form';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Sign in') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  // Signed in and not sent here by a guard: nothing to do here. Sent here by a guard while
  // signed in (an admin page, say): stay, so the visitor can sign in with another account.
  if (user && !redirectTo) throw redirect('/');
  // Sent here on the way to posting (Create Listing while signed out): say why, and that a new
  // account is the way in for someone who has none (the sign-up page says what follows).
  return { signedInAs: user?.username ?? null, postingJourney: isPostingJourney(redirectTarget(request)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, signInSchema, async (input) => {
    const user = await signIn({ input, ip: context.ip });
    return redirectSignedIn({ userId: user.id, request });
  });
}

export const clientAction = keepFormInPlace();

export default function SignIn() {
  const t = useT();
  const { signedInAs, postingJourney } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const { errors, message, onSubmit, onChange, initial } = useValidatedForm(checkSignIn, actionData);
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    if (actionData?.message) toast(t(actionData.message));
  }, [actionData, toast, t]);
  const oidcProblem = { oidc: t('Google sign-in failed. Please try again.'), 'sign-up-limit': t(SIGN_UP_TOO_MANY) }[params.get('error') ?? ''];

  return (
    <AuthCard
      title={t('Sign in')}
      footer={<AuthSwitchLink question={t("Don't have an account?")} to="/sign-up" label={t('Sign up')} />}
    >
      {oidcProblem && (
        <div className="mb-4">
          <Alert>{oidcProblem}</Alert>
        </div>
      )}
      {postingJourney && !signedInAs && (
        <p className="mb-4 rounded-lg bg-surface-2 px-4 py-3 text-sm text-fg">{t('Sign in to post your listing. New here? Sign up, then choose a plan.')}</p>
      )}
      {signedInAs && (
        <p className="mb-4 rounded-lg bg-surface-2 px-4 py-3 text-sm text-muted">
          {t('You are signed in as {name}, but that page needs another account.', { name: signedInAs })}
        </p>
      )}
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-4">
        <EmailField defaultValue={initial('email')} error={errors.email && t(errors.email)} />
        <TextField label={t('Password')} name="password" type="password" autoComplete="current-password" error={errors.password && t(errors.password)} />
        {message && !errors.email && !errors.password && <Alert>{t(message)}</Alert>}
        <Button type="submit" disabled={busy}>
          {busy ? t('Signing in...') : t('Sign In')}
        </Button>
        {/* Carries the e-mail typed here (in the history entry's state, not the address, which
            servers log), so a reader who forgot the password does not type it twice. */}
        <Link
          to="/forgotpassword"
          onClick={(event) => {
            const typed = event.currentTarget.closest('form')?.querySelector<HTMLInputElement>('input[name="email"]')?.value.trim();
            if (!typed) return;
            event.preventDefault();
            void navigate('/forgotpassword', { state: { email: typed } });
          }}
          className="flex min-h-11 items-center justify-center text-sm text-brand"
        >
          {t('Forgot password?')}
        </Link>
      </Form>
      <OidcButton />
    </AuthCard>
  );
}
