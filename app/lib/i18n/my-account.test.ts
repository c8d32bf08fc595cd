// The account area's texts reach the pages through t(variable) (legal paragraphs, schema
// messages), which the catalogue test cannot see; this checks each has its Burmese text.
import { describe, expect, it } from 'vitest';
import { ABOUT_INTRO, ABOUT_SECTIONS } from '../../components/legal/about-text';
import { CHAT_LINKS } from '../../components/legal/chat-links';
import type { LegalSection } from '../../components/legal/legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../../components/legal/privacy-text';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from '../../components/legal/terms-text';
import { AGENCY_MESSAGES } from '../schemas/agency';
import { PASSWORD_RESET_MESSAGES } from '../schemas/password-reset';
import { PROFILE_MESSAGES } from '../schemas/profile';
import { CONTACT_MESSAGES } from '../schemas/contact';
import { translate } from './index';
import { my } from './my';

const sectionTexts = (sections: LegalSection[]) => sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []), ...(s.after ?? [])]);

describe('Burmese for the account area', () => {
  it('has every legal and about text', () => {
    const texts = [
      'About Yangon Homes',
      'Privacy Policy',
      'Terms & Conditions',
      PRIVACY_UPDATED,
      TERMS_UPDATED,
      ...ABOUT_INTRO,
      ...PRIVACY_INTRO,
      ...TERMS_INTRO,
      ...sectionTexts(ABOUT_SECTIONS),
      ...sectionTexts(PRIVACY_SECTIONS),
      ...sectionTexts(TERMS_SECTIONS),
      ...CHAT_LINKS.map((link) => link.label),
    ];
    expect(texts.filter((text) => !(text in my))).toEqual([]);
  });

  it('has every message the account forms can show', () => {
    const texts = [
      ...Object.values(PROFILE_MESSAGES),
      ...Object.values(AGENCY_MESSAGES),
      ...Object.values(PASSWORD_RESET_MESSAGES),
      CONTACT_MESSAGES.required,
      CONTACT_MESSAGES.sent,
      CONTACT_MESSAGES.failed,
      CONTACT_MESSAGES.tooMany,
    ];
    expect(texts.filter((text) => !(text in my))).toEqual([]);
  });

  it('keeps the {email} placeholder in the Burmese, so the address is filled in', () => {
    const withEmail = Object.keys(my).filter((key) => key.includes('{email}'));
    expect(withEmail.length).toBeGreaterThan(0);
    for (const key of withEmail) expect(translate('my', key, { email: 'admin@example.com' })).toContain('admin@example.com');
  });
});

describe('the legal texts', () => {
  const privacy = [...PRIVACY_INTRO, ...sectionTexts(PRIVACY_SECTIONS)].join('\n');
  const terms = [...TERMS_INTRO, ...sectionTexts(TERMS_SECTIONS)].join('\n');

  it('date the privacy policy by its last change (the account language, November 21, 2026)', () => {
    expect(PRIVACY_UPDATED).toBe('Last updated November 21, 2026');
  });

  it('cover what the privacy policy must: data, cookies, GPS stripping, e-mail, retention, deletion, contact', () => {
    for (const topic of [/username, e-mail address and password/, /cookie/i, /GPS/, /password reset links/i, /How long we keep it/, /delete your account/i, /\{email\}/]) {
      expect(privacy).toMatch(topic);
    }
  });

  it('cover what the terms must: accuracy, prohibited content, packages in MMK paid manually, liability, Myanmar law', () => {
    for (const topic of [/accurate/, /Prohibited content/, /Myanmar Kyat \(MMK\)/, /paid manually/, /liable/, /laws of the Republic of the Union of Myanmar/]) {
      expect(terms).toMatch(topic);
    }
  });
});
