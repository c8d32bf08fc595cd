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

describe('a form filled from a pasted post', () => {
  const answer = {
    message: '',
    errors: {},
    values: { post: 'ရန်ကင်း ကွန်ဒို လစဉ် ၁၂ သိန်း', township: 'yankin', regularPrice: '12', currency: 'lakh MMK', type: 'rent', furnished: 'on', description: '<p>ရန်ကင်း ကွန်ဒို လစဉ် ၁၂ သိန်း</p>' },
    marks: { words: { township: ['ရန်ကင်း'], regularPrice: ['လစဉ် ၁၂ သိန်း'], furnished: ['ပရိဘောဂ အပြည့်'] }, ambiguous: ['bedrooms' as const] },
  };

  it('shows each read field filled, with the words it came from, in Burmese', () => {
    const html = renderPage('/create-listing', () => <ListingForm mode="create" tiles={tiles} actionData={answer} />, {}, { root: { user: user('user'), lang: 'my' } });
    expect(html).toMatch(/<option value="yankin" selected/);
    expect(html).toMatch(/name="regularPrice"[^>]*value="12"|value="12"[^>]*name="regularPrice"/);
    expect(html).toContain('ပို့စ်မှ ဖတ်ယူထားသည် · “လစဉ် ၁၂ သိန်း” မှ');
    expect(html).toContain('ပို့စ်တွင် တစ်ခုထက်ပို ပါသည်။ ရွေးချယ်ပါ');
    // The post stays in its open box, for the lister to compare.
    expect(html).toMatch(/<details open/);
  });

  it('has a closed "Paste a post" box on a new listing, and none on the update form', () => {
    const fresh = form({}, user('user'));
    expect(fresh).toContain('Paste a post');
    expect(fresh).not.toContain('Read from the post');
    expect(form({ mode: 'update' }, user('user'))).not.toContain('Paste a post');
  });
});
