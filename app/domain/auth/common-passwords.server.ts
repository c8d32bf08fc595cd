// Refuses the passwords guessers try first. The list is zxcvbn-ts's 'passwords-common' (about
// 49,000 passwords from real leaks, ranked; the package is maintained, so updating it updates
// the list). It is far too big to send to phones: the browser checks only the length and the
// server checks the list, loaded lazily on the first new password and kept for the life of the
// process (startup and pages that never set a password do not pay for it).
import { badRequest } from '../../lib/errors';
import { LIMITS } from '../../lib/constants';
import { COMMON_PASSWORD } from '../../lib/schemas/auth';

let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    // Shorter ones are refused by the length rule anyway; the list is lower case.
    return new Set(dictionary['passwords-common'].filter((p) => p.length >= LIMITS.passwordMin));
  });
  return commonPasswords;
}

/** True when the password, in any letter case, is one of the common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** A 400 with the message on the password field (`field`) when the password is a common one. */
export async function assertUncommonPassword(password: string, field = 'password') {
  if (await isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
}
