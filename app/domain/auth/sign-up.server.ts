// A new account from the sign-up form or POST /api/auth/signup: a password off the common list,
// counted against the address's hourly limit, then created; its address gets the link that
// confirms it (account/email-confirmation.server.ts).
import type { SignUpInput } from '../../lib/schemas/auth';
import { offerConfirmation } from '../account/email-confirmation.server';
import { createUser } from '../users/create-user.server';
import { assertUncommonPassword } from './common-passwords.server';
import { countSignUp } from './sign-up-throttle.server';

export async function signUp({ input, ip, request }: { input: SignUpInput; ip: string; request: Request }) {
  // Before the count: a refused password is a typing matter, not an attempt to make an account.
  await assertUncommonPassword(input.password);
  await countSignUp({ ip });
  const user = await createUser({ input });
  await offerConfirmation({ user, request });
  return user;
}
