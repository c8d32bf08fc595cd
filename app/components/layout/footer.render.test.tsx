// The footer's invitation to agencies: for visitors and people without an agency profile, not
// for an agency signed in (the walk-through found it on an agent's own dashboard and profile).
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';
import type { SessionUser } from '../../lib/views/public-user';
import { renderPage } from '../../../tests/support/render-page';

const person = (role: string): SessionUser => ({ _id: 'u1', username: 'Ko Aung', email: 'aung@example.com', avatar: null, isAdmin: false, role, createdAt: '' });
const drawn = (user: SessionUser | null) => renderPage('/about', Footer, {}, { root: { user } });

describe('the footer', () => {
  it('invites visitors and people without an agency profile to make one', () => {
    for (const user of [null, person('user')]) {
      expect(drawn(user)).toContain('Are you an agency?');
      expect(drawn(user)).toContain('href="/update-agent"');
    }
  });

  it('leaves the invitation out for an agency, and keeps the rest', () => {
    const html = drawn(person('agent'));
    expect(html).not.toContain('Are you an agency?');
    expect(html).not.toContain('href="/update-agent"');
    expect(html).toContain('href="/PrivacyPolicy"');
  });
});
