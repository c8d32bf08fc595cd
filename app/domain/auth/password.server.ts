import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline.
export const hashPassword = (password: string) => hash(password);

// Checked against when there is no stored hash (an unknown e-mail, or an account that signs in
// only through OpenID Connect), so that such an answer takes as long as a wrong password and
// does not tell a guesser which e-mails have accounts. Made once, with the same parameters.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string) {
  try {
    if (!passwordHash) {
      await verify(await (dummyHash ??= hash('no account has this password')), password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
