// Server-renders /favourites: the saved homes as cards with a note for a rented out or sold one,
// the removed one by its title with a way to take it off, the empty list, a visitor's invitation
// to sign in, and the hearts' names and states; and My Listings' 'Saved by n people'.
import { describe, expect, it } from 'vitest';
import Favourites from '../../routes/favourites';
import type { ListingCardData } from '../../lib/views/listing-card';
import type { FavouritesPage } from '../../lib/views/favourites';
import type { SessionUser } from '../../lib/views/public-user';
import { renderPage } from '../../../tests/support/render-page';
import { MyListingCards, MyListingTable, type MyListingRow } from '../my-listings/my-listing-rows';

const card = (id: string, name: string, propertyStatus = 'Still Available'): ListingCardData => ({
  _id: id, name, township: 'bahan', propertyType: 'condo', type: 'rent', offer: false, regularPrice: 500, discountPrice: null, currency: 'USD',
  bedrooms: 2, bathrooms: 1, squareFeet: 800, landSquareFeet: null, propertyStatus, cover: null,
});
const user = { _id: 'u1', username: 'Ma Su', email: 'su@example.com', avatar: null, isAdmin: false, role: 'user' } as unknown as SessionUser;

const render = (page: FavouritesPage, saved: string[] = []) =>
  renderPage('/favourites', Favourites, page, { root: { user: page.signedIn ? user : null, saved } }).replace(/<!-- -->/g, '');

describe('/favourites', () => {
  it('shows each saved home as a card, newest first, with notes for rented out, sold and removed ones', () => {
    const html = render(
      {
        signedIn: true,
        saved: [
          { id: 'f1', card: card('l1', 'Condo in Bahan'), title: 'Condo in Bahan', savedAt: '2026-11-22T10:00:00.000Z' },
          { id: 'f2', card: card('l2', 'Flat in Yankin', 'Rented Out'), title: 'Flat in Yankin', savedAt: '2026-11-21T10:00:00.000Z' },
          { id: 'f3', card: card('l3', 'House in Hlaing', 'Sold Out'), title: 'House in Hlaing', savedAt: '2026-11-20T10:00:00.000Z' },
          { id: 'f4', card: null, title: 'Land in Thanlyin', savedAt: '2026-11-19T10:00:00.000Z' },
        ],
      },
      ['l1', 'l2', 'l3'],
    );
    const order = ['Condo in Bahan', 'Flat in Yankin', 'House in Hlaing', 'Land in Thanlyin'].map((title) => html.indexOf(title));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain('This home has been rented out.');
    expect(html).toContain('This home has been sold.');
    expect(html).toContain('&#x27;Land in Thanlyin&#x27; is no longer on Yangon Homes.');
    expect(html).toMatch(/<input type="hidden" name="favouriteId" value="f4"\/>/);
    expect(html).toContain('aria-label="Remove: Land in Thanlyin"');
    // Every heart of a saved home is pressed, and named after its home.
    for (const title of ['Condo in Bahan', 'Flat in Yankin', 'House in Hlaing']) expect(html).toMatch(new RegExp(`aria-pressed="true"[^>]*aria-label="Save: ${title}"`));
    expect(html).not.toContain('Sign in to keep your saved homes');
  });

  it('says so when nothing is saved', () => {
    const html = render({ signedIn: true, saved: [] });
    expect(html).toContain('No saved homes yet. Tap the heart on a listing to save it here.');
    expect(html).toContain('href="/search"');
  });

  it("invites a visitor to sign in; their list is in their browser, so the server draws none", () => {
    const html = render({ signedIn: false, saved: [] });
    expect(html).toContain('Sign in to keep your saved homes on every device.');
    expect(html).toContain('href="/sign-in?redirectTo=%2Ffavourites"');
    expect(html).toContain('No saved homes yet.');
  });

  it('is in Burmese for a Burmese reader', () => {
    const html = renderPage('/favourites', Favourites, { signedIn: true, saved: [] }, { root: { user, lang: 'my' } });
    expect(html).toContain('သိမ်းထားသော အိမ်များ');
  });
});

describe('My Listings', () => {
  const row = (saves?: number): MyListingRow => ({
    _id: 'l1', name: 'Condo in Bahan', type: 'rent', offer: false, regularPrice: 500, discountPrice: null, currency: 'USD',
    propertyStatus: 'Still Available', updatedAt: '2026-11-20T10:00:00.000Z', cover: null, saves,
  });
  const draw = (rows: MyListingRow[]) =>
    renderPage('/my-listing', () => (<><MyListingCards rows={rows} onDelete={() => {}} /><MyListingTable rows={rows} onDelete={() => {}} /></>), {}).replace(/<!-- -->/g, '');

  it('says how many people saved each listing, on the phone cards and in the table', () => {
    expect(draw([row(3)]).split('Saved by 3 people').length - 1).toBe(2);
    expect(draw([row(1)])).toContain('Saved by 1 person');
    expect(draw([row(0)])).toContain('Saved by 0 people');
    expect(draw([row(undefined)])).not.toContain('Saved by');
  });

  it("gives a phone card's count of saves a line of its own: after the status line's dots it wrapped, and left one hanging at the line's end", () => {
    const cards = renderPage('/my-listing', () => <MyListingCards rows={[row(3)]} onDelete={() => {}} />, {}).replace(/<!-- -->/g, '');
    const lines = [...cards.matchAll(/<p [^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1].replace(/<[^<>]+>/g, ' ').replace(/\s+/g, ' ').trim());
    expect(lines).toContain('Saved by 3 people');
    expect(lines.find((line) => line.includes('·'))).toMatch(/^Still Available · Rent · [^·]+ ago$/);
  });
});
