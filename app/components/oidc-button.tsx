import { useSearchParams } from 'react-router';
import { useRootData, useT } from '../lib/root-data';

/** 'Continue with Google' when an OpenID Connect issuer is configured; nothing otherwise. */
export function OidcButton() {
  const t = useT();
  const { oidc } = useRootData();
  const [params] = useSearchParams();
  if (!oidc) return null;
  const redirectTo = params.get('redirectTo');
  return (
    <>
      <div className="my-4 flex items-center gap-3 text-xs uppercase text-muted">
        <span className="h-px flex-1 bg-line" />
        {t('or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      {/* A full page load: the browser leaves for the issuer and comes back. */}
      <a
        href={`/auth/google${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`}
        className="flex min-h-11 items-center justify-center gap-3 rounded-lg border border-line bg-surface px-4 text-sm font-semibold text-fg hover:bg-surface-2"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7H2.1a11 11 0 0 0 0 10z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
        </svg>
        {t('Continue with Google')}
      </a>
    </>
  );
}
