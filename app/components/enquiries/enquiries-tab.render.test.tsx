// The lister's inbox as the server sends it: an enquirer's phone number comes with the listing
// page's contact buttons (Call, SMS and Viber), each named for the number, in both languages.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';
import { translate } from '../../lib/i18n';
import type { EnquiryInbox } from '../../lib/views/enquiry-view';
import { EnquiriesTab } from './enquiries-tab';

const inbox: EnquiryInbox = {
  groups: [
    {
      key: 'g1',
      name: 'Ma Thida',
      emails: ['thida@example.com'],
      phones: ['09 450 777 888'],
      newCount: 1,
      enquiries: [
        {
          _id: 'e1',
          listing: { _id: 'l1', title: 'Flat in Bahan' },
          listingTitle: 'Flat in Bahan',
          message: 'Is it still available?',
          status: 'new',
          note: '',
          createdAt: '2026-11-27T10:00:00.000Z',
          repliedAt: null,
          replies: [],
          lister: { _id: 'u1', username: 'lister' },
        },
      ],
    },
  ],
  total: 1,
  newCount: 1,
  everyone: false,
  shown: 1,
};

const render = (lang: 'en' | 'my') => renderPage('/dashboard', () => <EnquiriesTab inbox={inbox} />, {}, { root: { lang } });

describe("an enquirer's phone number in the inbox", () => {
  it('can be called or opened in Viber with one tap', () => {
    const html = render('en');
    expect(html).toMatch(/<a href="tel:09450777888" aria-label="Call 09 450 777 888"/);
    expect(html).toMatch(/<a href="viber:\/\/chat\?number=%2B959450777888" aria-label="Viber 09 450 777 888"/);
  });

  it('can be sent an SMS with one tap, among the buttons a listing page offers', () => {
    const html = render('en');
    expect(html).toMatch(/<a href="sms:09450777888" aria-label="Send an SMS to 09 450 777 888"/);
    expect(html).toContain('<ul class="grid grid-cols-2 gap-2 mt-1 sm:max-w-sm" aria-label="Ways to get in touch">');
  });

  it('names each button in Burmese', () => {
    const html = render('my');
    expect(html).toContain(`aria-label="${translate('my', 'Call {phone}', { phone: '09 450 777 888' })}"`);
    expect(html).toContain(translate('my', 'Call'));
    expect(html).toContain(`aria-label="${translate('my', 'Send an SMS to {phone}', { phone: '09 450 777 888' })}"`);
  });
});
