// Sign-up and sign-in input, shared by the forms and the /api/auth calls.
import { z } from 'zod';
import { LIMITS } from '../constants';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const emailField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: 'Please enter your e-mail address.' })
    .min(1, 'Please enter your e-mail address.')
    .max(LIMITS.emailMax, 'Please enter a valid e-mail address.')
    .pipe(z.email('Please enter a valid e-mail address.')),
);

export const newPasswordField = z
  .string({ error: `Password must be at least ${LIMITS.passwordMin} characters.` })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters.`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters.`);

export const usernameField = z.preprocess(
  trimmed,
  z
    .string({ error: `Username must be at least ${LIMITS.usernameMin} characters.` })
    .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters.`)
    .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters.`)
    // Letters of any script (Burmese included), digits, spaces, dot, dash and underscore.
    .regex(/^[\p{L}\p{M}\p{N} ._-]+$/u, 'Username may use letters, numbers, spaces, dots, dashes and underscores.'),
);

export const signUpSchema = z.object({
  username: usernameField,
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const SIGN_IN_REQUIRED = 'Please enter your e-mail and password.';

export const signInSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: SIGN_IN_REQUIRED }).min(1, SIGN_IN_REQUIRED).max(LIMITS.emailMax, 'Invalid email or password.'),
  ),
  password: z.string({ error: SIGN_IN_REQUIRED }).min(1, SIGN_IN_REQUIRED).max(LIMITS.passwordMax, 'Invalid email or password.'),
});
export type SignInInput = z.infer<typeof signInSchema>;
