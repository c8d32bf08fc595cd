// Password guessing against POST /api/auth/signin and the /sign-in page, the way an attacker
// would try it: interleaving successes on their own account, sending guesses all at once,
// spreading them over accounts, and probing for which e-mails have accounts.
import { describe, expect, it, vi } from 'vitest';
import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import * as signInApi from '../../routes/api/auth.signin';
import * as signInPage from '../../routes/sign-in';
import { hashPassword } from './password.server';
import { MAX_FAILURES, MAX_FAILURES_PER_ADDRESS, TOO_MANY_ATTEMPTS } from './sign-in-throttle.server';
import { makeUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

// The real argon2, watched: the tests see which hashes the passwords are checked against.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

setupTestDatabase();

const PASSWORD = 'a-long-password'; // makeUser's
const signIn = (email: string, password: string, ip: string) => call(signInApi.action, '/api/auth/signin', { json: { email, password }, ip });
const statuses = (responses: Response[]) => responses.map((r) => r.status);

describe('sign-in limits per account and per address', () => {
  it('four wrong guesses on a victim, then a sign-in to the attacker’s own account, repeated: the sixth guess is refused', async () => {
    const [victim, attacker] = [await makeUser(), await makeUser()];
    const ip = '192.0.2.1';
    const guesses: number[] = [];
    for (let round = 0; round < 3 && guesses.length < 6; round++) {
      for (let i = 0; i < 4 && guesses.length < 6; i++) {
        // The last guess is the right password: refused all the same, it is never checked.
        const guess = guesses.length === 5 ? PASSWORD : `guess ${guesses.length}`;
        guesses.push((await signIn(victim.email, guess, ip)).status);
      }
      expect((await signIn(attacker.email, PASSWORD, ip)).status).toBe(200);
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a success does not clear the failures counted against another account', async () => {
    const [victim, other] = [await makeUser(), await makeUser()];
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await signIn(victim.email, `wrong ${i}`, '192.0.2.10')).status).toBe(401);
    expect((await signIn(other.email, PASSWORD, '192.0.2.10')).status).toBe(200);
    expect((await signIn(other.email, PASSWORD, '192.0.2.11')).status).toBe(200);
    // One failure left for the victim, from any address; then none.
    expect((await signIn(victim.email, 'wrong again', '192.0.2.12')).status).toBe(401);
    expect((await signIn(victim.email, PASSWORD, '192.0.2.13')).status).toBe(429);
  });

  it('20 wrong guesses sent at once on one account: at most 5 reach the password check', async () => {
    const victim = await makeUser();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(victim.email, `burst ${i}`, '192.0.2.20')));
    const counted = statuses(answers);
    expect(counted.filter((s) => s === 401)).toHaveLength(MAX_FAILURES);
    expect(counted.filter((s) => s === 429)).toHaveLength(20 - MAX_FAILURES);
    // Spread over addresses, the same.
    const spread = await makeUser();
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(spread.email, `burst ${i}`, `192.0.3.${i}`)));
    expect(statuses(many).filter((s) => s === 401)).toHaveLength(MAX_FAILURES);
  });

  it('an address that failed 20 times is refused for every account, successes in between or not', async () => {
    const ip = '192.0.2.30';
    const own = await makeUser();
    const accounts = await Promise.all(Array.from({ length: MAX_FAILURES_PER_ADDRESS / 4 + 1 }, () => makeUser()));
    // Four failures on each of five accounts (none of them locked), with the attacker's own
    // account signing in between.
    const fourWrong = async (email: string) => {
      for (let i = 0; i < 4; i++) expect((await signIn(email, `wrong ${i}`, ip)).status).toBe(401);
    };
    const [first, ...others] = accounts.slice(0, -1);
    await fourWrong(first.email);
    for (const account of others) {
      expect((await signIn(own.email, PASSWORD, ip)).status).toBe(200);
      await fourWrong(account.email);
    }
    const fresh = accounts.at(-1)!;
    const refused = await signIn(fresh.email, PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(TOO_MANY_ATTEMPTS);
    expect((await signIn(own.email, PASSWORD, ip)).status).toBe(429);
    // The accounts themselves are not locked: from another address they sign in.
    expect((await signIn(fresh.email, PASSWORD, '192.0.2.31')).status).toBe(200);
    expect((await signIn(accounts[0].email, PASSWORD, '192.0.2.31')).status).toBe(200);
  });

  it('counts an e-mail typed in capitals with spaces around as the same account', async () => {
    const victim = await makeUser();
    const variants = [victim.email.toUpperCase(), ` ${victim.email} `, victim.email, `\t${victim.email.toUpperCase()}`];
    for (let i = 0; i < MAX_FAILURES; i++) expect((await signIn(variants[i % variants.length], `wrong ${i}`, `192.0.2.4${i}`)).status).toBe(401);
    expect((await signIn(victim.email, PASSWORD, '192.0.2.49')).status).toBe(429);
  });

  it('the /sign-in page is counted the same and answers 429 with the message, keeping the e-mail', async () => {
    const victim = await makeUser();
    const form = (password: string) => new URLSearchParams({ email: victim.email, password });
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await call(signInPage.action, '/sign-in', { body: form(`wrong ${i}`), ip: '192.0.2.50' })).status).toBe(401);
    }
    const res = await call(signInPage.action, '/sign-in', { body: form(PASSWORD), ip: '192.0.2.51' });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: TOO_MANY_ATTEMPTS, errors: {}, values: { email: victim.email } });
  });
});

describe('an unknown e-mail', () => {
  const verify = vi.mocked(argon2.verify);

  it('is checked with a real argon2 verify against a dummy hash of the same cost as a real one', async () => {
    const known = await makeUser();
    const [stored] = await getDb().select({ hash: users.passwordHash }).from(users).where(eq(users.id, known.id));
    verify.mockClear();
    const res = await signIn('nobody-here@example.com', 'some guess', '192.0.2.60');
    expect(res.status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    const [dummy, password] = verify.mock.calls[0];
    expect(password).toBe('some guess');
    expect(typeof dummy).toBe('string');
    // Same algorithm, version and parameters (memory, passes, lanes) as a stored hash, so the
    // check costs the same; not the hash of any account.
    const params = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(params(dummy as string)).toBe(params(stored.hash!));
    expect(params(dummy as string)).toBe(params(await hashPassword('anything at all')));
    expect(dummy).not.toBe(stored.hash);
    // The same for a wrong password on a known account: one verify, against its hash.
    verify.mockClear();
    expect((await signIn(known.email, 'some guess', '192.0.2.60')).status).toBe(401);
    expect(verify.mock.calls).toEqual([[stored.hash, 'some guess']]);
  });

  it('an account without a password (made by a third-party sign-in) is checked against the dummy hash too', async () => {
    const oidcOnly = await makeUser();
    await getDb().update(users).set({ passwordHash: null }).where(eq(users.id, oidcOnly.id));
    verify.mockClear();
    expect((await signIn(oidcOnly.email, 'some guess', '192.0.2.61')).status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0][0]).toMatch(/^\$argon2id\$/);
  });

  it('is counted against the limits like a known one', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) expect((await signIn('ghost@example.com', `wrong ${i}`, `192.0.2.7${i}`)).status).toBe(401);
    expect((await signIn('ghost@example.com', 'wrong again', '192.0.2.79')).status).toBe(429);
  });
});
