import { Form, Link, redirect, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { OidcButton } from '../components/oidc-button';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { safeRedirect } from '../domain/auth/guards.server';
import { createSession, getSessionUser } from '../domain/auth/session.server';
import { createUser } from '../domain/users/create-user.server';
import { LIMITS } from '../lib/constants';
import type { FormFailure } from '../lib/errors';
import { handleForm } from '../lib/form-action.server';
import { useT } from '../lib/root-data';
import { signUpSchema } from '../lib/schemas/auth';
import { useValidatedForm } from '../lib/use-validated-form';

export const meta = () => [{ title: 'Sign up · Yangon Homes' }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSessionUser(request)) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  return handleForm(request, signUpSchema, async (input) => {
    const user = await createUser({ input });
    return redirect(redirectTo, { headers: { 'Set-Cookie': await createSession({ userId: user.id, request }) } });
  });
}

export default function SignUp() {
  const t = useT();
  const actionData = useActionData<FormFailure>();
  const { errors, message, onSubmit, initial } = useValidatedForm(signUpSchema, actionData);
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  const query = params.toString();
  const fieldError = (name: string) => errors[name] && t(errors[name]);

  return (
    <AuthCard
      title={t('Sign Up')}
      footer={
        <>
          {t('Have an account?')}{' '}
          <Link to={`/sign-in${query ? `?${query}` : ''}`} className="font-semibold text-brand">
            {t('Sign in')}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField label={t('Username')} name="username" autoComplete="username" defaultValue={initial('username')} error={fieldError('username')} />
        <TextField
          label={t('Email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={initial('email')}
          error={fieldError('email')}
        />
        <TextField
          label={t('Password')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('At least {n} characters', { n: LIMITS.passwordMin })}
          error={fieldError('password')}
        />
        {message && !Object.keys(errors).length && <Alert>{t(message)}</Alert>}
        <Button type="submit" disabled={busy}>
          {busy ? t('Creating account...') : t('Sign Up')}
        </Button>
      </Form>
      <OidcButton />
    </AuthCard>
  );
}
