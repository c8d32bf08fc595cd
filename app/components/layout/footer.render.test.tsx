// The footer's invitation to agencies: for visitors only. A signed-in owner is offered the choice
// on their dashboard and profile, and an agency signed in has made it.
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';
import type { SessionUser } from '../../lib/views/public-user';
import { renderPage } from '../../../tests/support/render-page';

const person = (role: string): SessionUser => ({ _id: 'u1', username: 'Ko Aung', email: 'aung@example.com', avatar: null, isAdmin: false, role, createdAt: '' });
const drawn = (user: SessionUser | null) => renderPage('/about', Footer, {}, { root: { user } });

describe('the footer', () => {
  it('invites visitors to make an agency profile', () => {
    expect(drawn(null)).toContain('Are you an agency?');
    expect(drawn(null)).toContain('href="/update-agent"');
  });

  it('leaves the invitation out for an owner and an agency signed in, and keeps the rest', () => {
    for (const role of ['user', 'agent']) {
      const html = drawn(person(role));
      expect(html).not.toContain('Are you an agency?');
      expect(html).not.toContain('href="/update-agent"');
      expect(html).toContain('href="/PrivacyPolicy"');
    }
  });
});
