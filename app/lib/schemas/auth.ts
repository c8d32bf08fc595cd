// Sign-up and sign-in input for the server (page actions and the /api/auth calls): the forms'
// checks (lib/forms/auth.ts) first, then Zod shapes the values.
import { z } from 'zod';
import { checkedBy, ruled } from './checked';
import { checkSignIn, checkSignUp, emailRule, newPasswordRule, normalizeUsername, usernameRule } from '../forms/auth';

export { COMMON_PASSWORD, mixesConfusableScripts, SIGN_IN_REQUIRED, SIGN_UP_TOO_MANY, USERNAME_CHARACTERS, USERNAME_MIXED_SCRIPTS } from '../forms/auth';

const email = z.string().trim().toLowerCase();
const username = z.preprocess(normalizeUsername, z.string());

// The fields alone, for input that is not a form (an admin made from the command line, a name
// from a third-party sign-in).
export const emailField = ruled(emailRule, email);
export const newPasswordField = ruled(newPasswordRule, z.string());
export const usernameField = ruled(usernameRule, username);

export const signUpSchema = checkedBy(checkSignUp, z.object({ username, email, password: z.string() }));
export type SignUpInput = z.output<typeof signUpSchema>;

export const signInSchema = checkedBy(checkSignIn, z.object({ email, password: z.string() }));
export type SignInInput = z.output<typeof signInSchema>;

const ID_TOKEN_REQUIRED = 'A verified ID token from the configured issuer is required.';

/** POST /api/auth/google: only an ID token signed by the configured issuer for this client. */
export const googleSignInSchema = z.object({ idToken: z.string({ error: ID_TOKEN_REQUIRED }).min(20, ID_TOKEN_REQUIRED).max(10_000, ID_TOKEN_REQUIRED) });
