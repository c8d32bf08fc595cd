// Server-renders the sign-in and sign-up pages after a refused submit, to check that the
// server's answer is shown in the form itself (not only in a toast that a screen reader or a
// slow reader may miss), in the reader's language, with what was typed kept.
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD, SIGN_UP_TOO_MANY, USERNAME_MIXED_SCRIPTS } from '../../lib/schemas/auth';
import SignIn from '../../routes/sign-in';
import SignUp from '../../routes/sign-up';
import { translate } from '../../lib/i18n';
import { TOO_MANY_ATTEMPTS } from './sign-in-throttle.server';
import { renderPage } from '../../../tests/support/render-page';

/** The text of every role="alert" element, and of the field errors. */
const alerts = (html: string) => [...html.matchAll(/role="alert"[^>]*>(.*?)<\/(?:div|p)>/g)].map((m) => m[1].replace(/<[^<>]+>/g, ''));

describe('/sign-in after too many failed attempts', () => {
  const action = { message: TOO_MANY_ATTEMPTS, errors: {}, values: { email: 'aung@example.com' } };

  it('shows the 429 message inline in the form and keeps the e-mail', () => {
    const html = renderPage('/sign-in', SignIn, { signedInAs: null }, { action });
    expect(alerts(html)).toContain(TOO_MANY_ATTEMPTS);
    expect(html).toMatch(/value="aung@example.com"/);
  });

  it('in Burmese too', () => {
    const html = renderPage('/sign-in', SignIn, { signedInAs: null }, { action, root: { lang: 'my' } });
    expect(translate('my', TOO_MANY_ATTEMPTS)).not.toBe(TOO_MANY_ATTEMPTS);
    expect(alerts(html)).toContain(translate('my', TOO_MANY_ATTEMPTS));
  });
});

describe('/sign-up after a refused submit', () => {
  it('shows the address limit inline', () => {
    const action = { message: SIGN_UP_TOO_MANY, errors: {}, values: { username: 'Ko Aung', email: 'aung@example.com' } };
    const html = renderPage('/sign-up', SignUp, { postingJourney: false }, { action });
    expect(alerts(html)).toContain(SIGN_UP_TOO_MANY);
    expect(html).toMatch(/value="Ko Aung"/);
  });

  it('shows a common password and a look-alike username at their fields', () => {
    const action = {
      message: COMMON_PASSWORD,
      errors: { password: COMMON_PASSWORD, username: USERNAME_MIXED_SCRIPTS },
      values: { username: 'gоldenland', email: 'aung@example.com' },
    };
    const html = renderPage('/sign-up', SignUp, { postingJourney: false }, { action });
    expect(html).toContain(COMMON_PASSWORD);
    expect(html).toContain(USERNAME_MIXED_SCRIPTS);
    expect(html).toMatch(/value="gоldenland"/);
  });
});

describe('/sign-in after a Google sign-in that could not finish', () => {
  it('says why when it was the limit on new accounts, and that Google failed otherwise', () => {
    expect(alerts(renderPage('/sign-in?error=sign-up-limit', SignIn, { signedInAs: null }))).toContain(SIGN_UP_TOO_MANY);
    expect(alerts(renderPage('/sign-in?error=oidc', SignIn, { signedInAs: null }))).toContain('Google sign-in failed. Please try again.');
    expect(alerts(renderPage('/sign-in?error=anything', SignIn, { signedInAs: null }))).toEqual([]);
  });
});
