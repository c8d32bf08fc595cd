// A new account from the sign-up form or POST /api/auth/signup: a password off the common list,
// counted against the address's hourly limit, then created.
import type { SignUpInput } from '../../lib/schemas/auth';
import { createUser } from '../users/create-user.server';
import { assertUncommonPassword } from './common-passwords.server';
import { countSignUp } from './sign-up-throttle.server';

export async function signUp({ input, ip }: { input: SignUpInput; ip: string }) {
  // Before the count: a refused password is a typing matter, not an attempt to make an account.
  await assertUncommonPassword(input.password);
  await countSignUp({ ip });
  return createUser({ input });
}
