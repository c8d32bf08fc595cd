import { describe, expect, it } from 'vitest';
import { signUpSchema } from '../../lib/schemas/auth';
import { createUser } from './create-user.server';
import { findOrCreateOidcUser } from './oidc-user.server';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

describe('findOrCreateOidcUser', () => {
  it('creates a password-less account on the first sign-in and returns it on the next', async () => {
    const first = await findOrCreateOidcUser({ email: 'thiri@example.com', name: 'Thiri Aung' });
    expect(first).toMatchObject({ email: 'thiri@example.com', username: 'Thiri Aung', passwordHash: null, isAdmin: false });
    const again = await findOrCreateOidcUser({ email: 'thiri@example.com', name: 'Another Name' });
    expect(again.id).toBe(first.id);
  });

  it('signs into an existing password account with the same verified e-mail', async () => {
    const local = await createUser({ input: signUpSchema.parse({ username: 'ko-zaw', email: 'zaw@example.com', password: 'a-long-password' }) });
    expect((await findOrCreateOidcUser({ email: 'zaw@example.com', name: 'Zaw' })).id).toBe(local.id);
  });

  it('picks a free username when the name is taken, and copes with Burmese names', async () => {
    const clash = await findOrCreateOidcUser({ email: 'other-thiri@example.com', name: 'Thiri Aung' });
    expect(clash.username).toMatch(/^Thiri Aung-[a-z0-9]{4}$/);
    const burmese = await findOrCreateOidcUser({ email: 'mya@example.com', name: 'မြမြ' });
    expect(burmese.username).toBe('မြမြ');
  });
});
