// The account forms' rules and messages: sign-up, sign-in, and the e-mail, password and username
// fields the password-reset and profile forms share. Plain checks (forms/rules.ts): the browser
// runs them before sending, the server's schemas (lib/schemas/auth.ts) run them first.
import { LIMITS } from '../constants';
import { email, formCheck, limited, text, type FieldRule } from './rules';

export const EMAIL_MISSING = 'Please enter your e-mail address.';
export const EMAIL_INVALID = 'Please enter a valid e-mail address.';
export const emailRule = email(LIMITS.emailMax, EMAIL_MISSING, EMAIL_INVALID);

/**
 * A new password found in the list of the most common ones. The browser checks only the length:
 * the list (49,000 entries) is too big to send to phones, so the server checks it
 * (domain/auth/common-passwords.server.ts) and answers with this message for the password field.
 */
export const COMMON_PASSWORD = 'This password is too common. Please choose another one.';
export const PASSWORD_SHORT = `Password must be at least ${LIMITS.passwordMin} characters.`;
export const PASSWORD_LONG = `Password must be at most ${LIMITS.passwordMax} characters.`;
/** A new password is taken as typed: spaces count. */
export const newPasswordRule = text(LIMITS.passwordMin, LIMITS.passwordMax, PASSWORD_SHORT, PASSWORD_LONG, (v) => v);

export const USERNAME_SHORT = `Username must be at least ${LIMITS.usernameMin} characters.`;
export const USERNAME_LONG = `Username must be at most ${LIMITS.usernameMax} characters.`;
export const USERNAME_CHARACTERS = 'Username may use letters, numbers, spaces, dots, dashes and underscores.';
export const USERNAME_MIXED_SCRIPTS = 'Username may not mix Latin, Cyrillic and Greek letters.';

// Latin, Cyrillic and Greek share look-alike letters (Latin o, Cyrillic о, Greek ο), so a name
// mixing them can pass for another person's ('gоldenland' with a Cyrillic о). Any one of them
// alone, or any of them with Burmese or other scripts, is fine.
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];
export const mixesConfusableScripts = (name: string) => CONFUSABLE_SCRIPTS.filter((script) => script.test(name)).length > 1;

/**
 * Usernames are stored in Unicode NFKC (full-width 'ｇｏｌｄｅｎ' is stored as 'golden') and
 * trimmed after it (NFKC turns an ideographic space into a plain one); the database compares
 * them after NFKC and case folding too (domain/users/username-key.server.ts).
 */
export const normalizeUsername = (v: unknown) => (typeof v === 'string' ? v.normalize('NFKC').trim() : v);

const usernameLength = text(LIMITS.usernameMin, LIMITS.usernameMax, USERNAME_SHORT, USERNAME_LONG, normalizeUsername);
export const usernameRule: FieldRule = limited(
  (value, input) => {
    const lengthProblem = usernameLength(value, input);
    if (lengthProblem) return lengthProblem;
    const name = normalizeUsername(value) as string;
    // Letters of any script (Burmese included), digits, spaces, dot, dash and underscore.
    if (!/^[\p{L}\p{M}\p{N} ._-]+$/u.test(name)) return USERNAME_CHARACTERS;
    return mixesConfusableScripts(name) ? USERNAME_MIXED_SCRIPTS : undefined;
  },
  LIMITS.usernameMax,
  USERNAME_LONG,
);

export const checkSignUp = formCheck({ username: usernameRule, email: emailRule, password: newPasswordRule });

export const SIGN_UP_TOO_MANY = 'Too many new accounts from your connection. Please wait an hour and try again.';
export const SIGN_IN_REQUIRED = 'Please enter your e-mail and password.';
export const SIGN_IN_INVALID = 'Invalid email or password.';

export const checkSignIn = formCheck({
  email: text(1, LIMITS.emailMax, SIGN_IN_REQUIRED, SIGN_IN_INVALID),
  password: text(1, LIMITS.passwordMax, SIGN_IN_REQUIRED, SIGN_IN_INVALID, (v) => v),
});
