// The fields the sign-in, sign-up, password and profile forms share, so that each is labelled,
// completed by the browser and explained the same way everywhere.
import { useSearchParams, Link } from 'react-router';
import { LIMITS } from '../lib/constants';
import { useT } from '../lib/root-data';
import { TextField } from './ui/text-field';

export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const t = useT();
  return <TextField label={t('Email')} name="email" type="email" autoComplete="email" inputMode="email" defaultValue={defaultValue} error={error} />;
}

/** A password being chosen (sign-up, reset): the browser may suggest one; the hint gives the minimum. */
export function NewPasswordField({ label, error }: { label: string; error?: string }) {
  const t = useT();
  return (
    <TextField
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      hint={t('At least {n} characters', { n: LIMITS.passwordMin })}
      error={error}
    />
  );
}

/** "Have an account? Sign in" under the auth cards: the link keeps the query (?redirectTo=). */
export function AuthSwitchLink({ question, to, label }: { question: string; to: string; label: string }) {
  const [params] = useSearchParams();
  const query = params.toString();
  return (
    <>
      {question}{' '}
      <Link to={`${to}${query ? `?${query}` : ''}`} className="font-semibold text-brand">
        {label}
      </Link>
    </>
  );
}
