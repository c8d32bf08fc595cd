import { describe, expect, it } from 'vitest';
import { signUpSchema, usernameField } from '../../lib/schemas/auth';
import { SIGN_UP_LIMIT } from '../auth/sign-up-throttle.server';
import { createUser } from './create-user.server';
import { findOrCreateOidcUser } from './oidc-user.server';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

let address = 0;
/** A fresh client address for each first sign-in, so the sign-up limit is not what a test meets. */
const ip = () => ({ ip: `10.40.0.${++address}` });
const isValidUsername = (name: string) => usernameField.safeParse(name).success;

describe('findOrCreateOidcUser', () => {
  it('creates a password-less account on the first sign-in and returns it on the next', async () => {
    const first = await findOrCreateOidcUser({ email: 'thiri@example.com', name: 'Thiri Aung' }, ip());
    expect(first).toMatchObject({ email: 'thiri@example.com', username: 'Thiri Aung', passwordHash: null, isAdmin: false });
    // The issuer said the address is verified (auth/oidc.server.ts refuses it otherwise): confirmed.
    expect(first.emailConfirmedAt).toBeInstanceOf(Date);
    const again = await findOrCreateOidcUser({ email: 'thiri@example.com', name: 'Another Name' }, ip());
    expect(again.id).toBe(first.id);
  });

  it('signs into an existing password account with the same verified e-mail, confirming its address', async () => {
    const local = await createUser({ input: signUpSchema.parse({ username: 'ko-zaw', email: 'zaw@example.com', password: 'a-long-password' }) });
    expect(local.emailConfirmedAt).toBeNull();
    const signedIn = await findOrCreateOidcUser({ email: 'zaw@example.com', name: 'Zaw' }, ip());
    expect(signedIn.id).toBe(local.id);
    expect(signedIn.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it('picks a free username when the name is taken, and copes with Burmese names', async () => {
    const clash = await findOrCreateOidcUser({ email: 'other-thiri@example.com', name: 'Thiri Aung' }, ip());
    expect(clash.username).toMatch(/^Thiri Aung-\d{4}$/);
    const burmese = await findOrCreateOidcUser({ email: 'mya@example.com', name: 'မြမြ' }, ip());
    expect(burmese.username).toBe('မြမြ');
    // Burmese with Latin letters is one person's name, not a look-alike.
    const mixed = await findOrCreateOidcUser({ email: 'mya-mixed@example.com', name: 'Mya မြ' }, ip());
    expect(mixed.username).toBe('Mya မြ');
  });

  it('counts a name that differs only in width or case as taken', async () => {
    const fullWidth = await findOrCreateOidcUser({ email: 'wide-thiri@example.com', name: 'ＴＨＩＲＩ ａｕｎｇ' }, ip());
    expect(fullWidth.username).toMatch(/^THIRI aung-\d{4}$/);
  });

  it('never fails on a display name the sign-up form would refuse: it falls back to a safe name', async () => {
    // Latin with a Cyrillic о: refused on the form, so the e-mail's name is used.
    const lookAlike = await findOrCreateOidcUser({ email: 'golden@example.com', name: 'gоldenland' }, ip());
    expect(lookAlike.username).toBe('user-golden');
    // A Cyrillic name whose e-mail is Cyrillic too: 'user-' would mix scripts, so plain ASCII.
    const cyrillic = await findOrCreateOidcUser({ email: 'иван@example.com', name: 'Иван Petrov' }, ip());
    expect(cyrillic.username).toMatch(/^user-\d+$/);
    // A name all in Cyrillic is kept as it is, and a taken one gets digits (no Latin letters).
    const ivan = await findOrCreateOidcUser({ email: 'ivan1@example.com', name: 'Иван' }, ip());
    const ivanToo = await findOrCreateOidcUser({ email: 'ivan2@example.com', name: 'Иван' }, ip());
    expect(ivan.username).toBe('Иван');
    expect(ivanToo.username).toMatch(/^Иван-\d{4}$/);
    // Nothing usable in the name and a too short e-mail name.
    const bare = await findOrCreateOidcUser({ email: 'x@example.com', name: '!!' }, ip());
    expect(bare.username).toBe('user-x');
    for (const user of [lookAlike, cyrillic, ivan, ivanToo, bare]) expect(isValidUsername(user.username)).toBe(true);
  });

  it('counts a first sign-in against the address limit for new accounts; a returning one is not counted', async () => {
    const from = { ip: '10.41.0.1' };
    for (let i = 0; i < SIGN_UP_LIMIT.max; i++) await findOrCreateOidcUser({ email: `oidc-burst-${i}@example.com`, name: `Burst ${i}` }, from);
    await expect(findOrCreateOidcUser({ email: 'oidc-burst-x@example.com', name: 'Burst x' }, from)).rejects.toMatchObject({
      status: 429,
      message: SIGN_UP_LIMIT.message,
    });
    // Signing into an account that exists makes nothing, so it is not refused.
    expect((await findOrCreateOidcUser({ email: 'oidc-burst-0@example.com', name: 'Burst 0' }, from)).username).toBe('Burst 0');
  });
});
