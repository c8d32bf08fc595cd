// Sign-up and sign-in input, shared by the forms and the /api/auth calls.
import { z } from './zod';
import { LIMITS } from '../constants';

export const emailField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: 'Please enter your e-mail address.' })
    .min(1, 'Please enter your e-mail address.')
    .max(LIMITS.emailMax, 'Please enter a valid e-mail address.')
    .pipe(z.email('Please enter a valid e-mail address.')),
);

/**
 * A new password found in the list of the most common ones. The browser checks only the length:
 * the list (49,000 entries) is too big to send to phones, so the server checks it
 * (domain/auth/common-passwords.server.ts) and answers with this message for the password field.
 */
export const COMMON_PASSWORD = 'This password is too common. Please choose another one.';

export const newPasswordField = z
  .string({ error: `Password must be at least ${LIMITS.passwordMin} characters.` })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters.`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters.`);

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
 * them after NFKC and case folding too (domain/users/username-key.ts).
 */
export const usernameField = z.preprocess(
  (v) => (typeof v === 'string' ? v.normalize('NFKC').trim() : v),
  z
    .string({ error: `Username must be at least ${LIMITS.usernameMin} characters.` })
    .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters.`)
    .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters.`)
    // Letters of any script (Burmese included), digits, spaces, dot, dash and underscore.
    .regex(/^[\p{L}\p{M}\p{N} ._-]+$/u, USERNAME_CHARACTERS)
    .refine((name) => !mixesConfusableScripts(name), USERNAME_MIXED_SCRIPTS),
);

export const signUpSchema = z.object({
  username: usernameField,
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const SIGN_UP_TOO_MANY = 'Too many new accounts from your connection. Please wait an hour and try again.';

export const SIGN_IN_REQUIRED = 'Please enter your e-mail and password.';

export const signInSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: SIGN_IN_REQUIRED }).min(1, SIGN_IN_REQUIRED).max(LIMITS.emailMax, 'Invalid email or password.'),
  ),
  password: z.string({ error: SIGN_IN_REQUIRED }).min(1, SIGN_IN_REQUIRED).max(LIMITS.passwordMax, 'Invalid email or password.'),
});
export type SignInInput = z.infer<typeof signInSchema>;
