// The Listed By card of a listing: the agency's number says it is the agency office's, so a
// reader can tell it from the listing's own number on the Call button above it.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';
import { translate } from '../../lib/i18n';
import { ListedByCard } from './listed-by-card';

const card = (lang: 'en' | 'my') =>
  renderPage(
    '/listing/l1',
    () => <ListedByCard lister={{ kind: 'agent', id: 'a1', name: 'Shwe Taung Realty', phone: '09 420 555 777', image: null }} sellerStatus="Agent" listerEmail={null} listingName="Flat in Bahan" />,
    {},
    { pattern: 'listing/:id', root: { lang } },
  ).replace(/<!-- -->/g, '');

describe("the agency's number on a listing", () => {
  it('is named as the agency office, in both languages', () => {
    expect(card('en')).toMatch(/href="tel:09420555777"[\s\S]*Agency office: 09 420 555 777/);
    expect(card('my')).toContain(translate('my', 'Agency office: {phone}', { phone: '09 420 555 777' }));
    expect(translate('my', 'Agency office: {phone}', { phone: '09 420 555 777' })).not.toContain('Agency office');
  });
});
