// Server-renders the listing form as a lister first meets it: who lists the home is already
// chosen from the account (an agent's listing is an agent's, anyone else's an owner's), and an
// admin posting for an agent, or a form sent back after a failed save, keeps its own choice.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';
import type { SessionUser } from '../../lib/views/public-user';
import { ListingForm } from './listing-form';

const tiles = { url: 'https://tile.example/{z}/{x}/{y}.png', attribution: 'Tiles' };
const user = (role: string, isAdmin = false): SessionUser => ({ _id: 'u1', username: 'lister', email: 'lister@example.com', avatar: null, isAdmin, role, createdAt: '2026-01-01T00:00:00.000Z' });

/** The value of the checked "Listed by" radio, or null when none is. */
function listedBy(html: string): string | null {
  const checked = [...html.matchAll(/<input[^>]*name="status"[^>]*>/g)].map((m) => m[0]).find((input) => /\bchecked\b/.test(input));
  return checked ? /value="([^"]+)"/.exec(checked)![1]! : null;
}

const form = (props: Partial<Parameters<typeof ListingForm>[0]>, who: SessionUser) =>
  renderPage('/create-listing', () => <ListingForm mode="create" tiles={tiles} {...props} />, {}, { root: { user: who } });

describe('"Listed by" on a new listing', () => {
  it("starts at the account's kind: Agent for an agent, Owner for anyone else", () => {
    expect(listedBy(form({}, user('agent')))).toBe('Agent');
    expect(listedBy(form({}, user('user')))).toBe('Owner');
  });

  it('keeps what was sent after a failed save, and leaves the admin to choose for an agent', () => {
    expect(listedBy(form({ actionData: { message: 'Fix the fields', errors: {}, values: { status: 'Owner' } } }, user('agent')))).toBe('Owner');
    expect(listedBy(form({ mode: 'admin' }, user('user', true)))).toBeNull();
  });
});
