// The listing page's labelled Save says what it did: "Save" until the home is in the reader's
// list, "Saved" once it is (pressed), in both languages; the cards' hearts keep their one label.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';
import type { SessionUser } from '../../lib/views/public-user';
import { SaveButton } from './save-button';

const reader: SessionUser = { _id: 'u1', username: 'reader', email: 'reader@example.com', avatar: null, isAdmin: false, role: 'user', createdAt: '2026-01-01T00:00:00.000Z' };

const button = (saved: string[], variant: 'icon' | 'labelled', lang: 'en' | 'my' = 'en') => {
  const html = renderPage('/listing/l1', () => <SaveButton listingId="l1" title="Flat in Bahan" variant={variant} />, {}, { pattern: 'listing/:id', root: { user: reader, saved, lang } });
  return /<button[^>]*aria-pressed[^>]*>[\s\S]*?<\/button>/.exec(html)![0].replace(/<svg[\s\S]*?<\/svg>/g, '');
};

describe('the listing page Save', () => {
  it('says Save, then Saved once the home is in the list', () => {
    expect(button([], 'labelled')).toMatch(/aria-pressed="false"[^>]*>Save<\/button>/);
    expect(button(['l1'], 'labelled')).toMatch(/aria-pressed="true"[^>]*>Saved<\/button>/);
    expect(button(['l1'], 'labelled', 'my')).toContain('သိမ်းပြီး');
  });

  it('once saved, leads a signed-in saver to the notification settings, and a visitor nowhere there', () => {
    const page = (user: SessionUser | null, saved: string[]) =>
      renderPage('/listing/l1', () => <SaveButton listingId="l1" title="Flat in Bahan" variant="labelled" />, {}, { pattern: 'listing/:id', root: { user, saved, lang: 'en' } });
    expect(page(reader, ['l1'])).toMatch(/<a[^>]*href="\/notifications"[^>]*>Notify me of price cuts<\/a>/);
    expect(page(reader, [])).not.toContain('/notifications');
    expect(page(null, [])).not.toContain('/notifications');
  });

  it("leaves a card's heart its one label, its state in aria-pressed", () => {
    expect(button(['l1'], 'icon')).toContain('aria-label="Save: Flat in Bahan"');
  });
});
