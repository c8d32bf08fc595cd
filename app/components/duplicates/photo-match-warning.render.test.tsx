// The listing form's photo warning as the server draws it: the first listings named with their
// cover, title and reference, linked; "and N more" in words for one and for many, "N+" when the
// look-up stopped at its cap; one "Update … instead"; the moderator notice; in both languages.
import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n';
import { NO_PHOTO_CHECK, type PhotoCheck, type PhotoMatchView } from '../../lib/views/photo-warning';
import { renderPage } from '../../../tests/support/render-page';
import { PhotoCheckNotice } from './photo-match-warning';

const cover = (n: number) => `/media/ab/0000000${n}-0000-4000-8000-000000000000-800.webp`;
const match = (n: number, own = false): PhotoMatchView => ({
  listingId: `0000000${n}-1111-4000-8000-000000000000`,
  reference: `YH-00009${n}`,
  title: `Lake view condo number ${n}`,
  cover: cover(n),
  own,
  photos: n === 2 ? [1, 3] : [1],
});

const render = (check: PhotoCheck, lang: 'en' | 'my' = 'en') => renderPage('/create-listing', () => <PhotoCheckNotice check={check} />, {}, { root: { lang } });
const count = (html: string, text: string) => html.split(text).length - 1;

describe('the photo warning', () => {
  const check: PhotoCheck = { matches: [match(6), match(2), match(7, true)], more: 35, moreAtLeast: false, updateInstead: { listingId: match(7).listingId, reference: 'YH-000097' }, heldForReview: false };

  it('names the first listings with cover, title and reference, each a link to it, then how many more', () => {
    const html = render(check);
    expect(count(html, '<li>')).toBe(3);
    for (const n of [6, 2, 7]) {
      expect(html).toContain(`href="/listing/${match(n).listingId}"`);
      expect(html).toContain(`src="${cover(n).replace('-800.webp', '-400.webp')}"`);
      expect(html).toContain(`Lake view condo number ${n}`);
      expect(html).toContain(`YH-00009${n}`);
    }
    // In the order given: closest first.
    expect(html.indexOf('number 6')).toBeLessThan(html.indexOf('number 2'));
    expect(html.indexOf('number 2')).toBeLessThan(html.indexOf('number 7'));
    expect(html).toContain('Same as photos 1, 3');
    expect(count(html, 'Your listing')).toBe(1);
    expect(html).toContain('and 35 more listings');
  });

  it('offers to update the lister’s own listing once, and says nothing of a moderator unless the listing would wait for one', () => {
    const html = render(check);
    expect(count(html, 'Update YH-000097 instead')).toBe(1);
    expect(count(html, '/update-listing/')).toBe(1);
    expect(html).not.toContain('data-testid="held-for-review"');
    const held = render({ ...check, heldForReview: true });
    expect(held).toContain('data-testid="held-for-review"');
    expect(held).toContain('A moderator will check this listing before it is published');
  });

  it('says one more in the singular, and many as "at least" when the look-up stopped at its cap', () => {
    expect(render({ ...check, more: 1 })).toContain('and 1 more listing<');
    expect(render({ ...check, more: 97, moreAtLeast: true })).toContain('and 97+ more listings');
    expect(render({ ...check, more: 0 })).not.toContain('more listing');
  });

  it('is drawn in Burmese', () => {
    const html = render({ ...check, heldForReview: true }, 'my');
    expect(html).toContain(translate('my', 'and {n} more listings', { n: 35 }));
    expect(html).toContain(translate('my', 'Update {ref} instead', { ref: 'YH-000097' }));
    expect(html).toContain(translate('my', 'Already on these listings:'));
    expect(html).not.toContain('and 35 more');
  });

  it('draws nothing when there is nothing to say', () => {
    expect(render(NO_PHOTO_CHECK)).not.toContain('photo-match-warning');
    expect(render({ ...NO_PHOTO_CHECK, heldForReview: true })).toContain('photo-match-warning');
  });
});
