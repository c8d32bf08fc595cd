// Server-renders the account and legal pages with fixed loader data, to check what a visitor
// sees before any script runs: labelled fields, kept values after a failed save, the messages.
import { describe, expect, it } from 'vitest';
import type { RootData } from '../../lib/root-data';
import About from '../../routes/about';
import Contact from '../../routes/contact';
import ForgotPassword from '../../routes/forgot-password';
import PrivacyPolicy from '../../routes/privacy-policy';
import Profile from '../../routes/profile';
import ResetPassword from '../../routes/reset-password';
import Terms from '../../routes/terms';
import UpdateAgent from '../../routes/update-agent';
import { renderPage } from '../../../tests/support/render-page';

const user = { _id: 'u1', username: 'Ko Aung', email: 'aung@example.com', avatar: null, isAdmin: false, role: 'user', createdAt: '' };

const render = (path: string, Component: () => React.ReactNode, data: unknown, options: { root?: Partial<RootData>; action?: unknown } = {}) => renderPage(path, Component, data, options);

describe('/profile', () => {
  const data = { user, hasPassword: true, version: '1' };

  it('shows the labelled account fields, the current-password field and the delete control', () => {
    const html = render('/profile', Profile, data, { root: { user } });
    for (const label of ['Username', 'Email', 'New password', 'Current password', 'Profile photo']) expect(html).toContain(label);
    expect(html).toMatch(/value="Ko Aung"/);
    expect(html).toContain('Delete Account');
    expect(html).toContain('href="/update-agent"');
  });

  it('after a failed save shows the message at its field and keeps what was typed', () => {
    const action = { message: 'That username is taken.', errors: { username: 'That username is taken.' }, values: { username: 'Ma Su', email: 'su@example.com' } };
    const html = render('/profile', Profile, data, { root: { user }, action });
    expect(html).toContain('That username is taken.');
    expect(html).toMatch(/value="Ma Su"/);
    expect(html).toMatch(/value="su@example.com"/);
  });

  it('shows the spec success message', () => {
    const html = render('/profile', Profile, data, { root: { user }, action: { ok: true, message: 'User is updated successfully!' } });
    expect(html).toContain('User is updated successfully!');
  });

  it('does not ask an account without a password for its current password', () => {
    expect(render('/profile', Profile, { ...data, hasPassword: false }, { root: { user } })).not.toContain('Current password');
  });
});

describe('/update-agent', () => {
  const agency = { name: 'Golden Land', description: '<p>Condos</p>', address: 'Bahan', phone: '09 123 456', facebook: 'https://facebook.com/g', imageUrls: ['/media/ab/one.webp'], priority: 0 };

  it('fills the form with the saved agency, photos included, and offers no priority field', () => {
    const html = render('/update-agent', UpdateAgent, { agency, agentId: 'u1', version: '1' }, { root: { user } });
    expect(html).toMatch(/value="Golden Land"/);
    expect(html).toMatch(/<input type="hidden" name="imageUrls" value="\/media\/ab\/one.webp"/);
    expect(html).toContain('Facebook link');
    expect(html).not.toContain('name="priority"');
    expect(html).toContain('Update Agency');
  });

  it('after a failed save keeps everything that was sent', () => {
    const action = {
      message: 'You must upload at least one image',
      errors: { imageUrls: 'You must upload at least one image' },
      values: { name: 'Typed Name', description: '<p>Typed</p>', address: 'Typed address', phone: '09 999', facebook: 'fb.com/t' },
    };
    const html = render('/update-agent', UpdateAgent, { agency: null, agentId: 'u1', version: '1' }, { root: { user }, action });
    expect(html).toMatch(/value="Typed Name"/);
    expect(html).toMatch(/value="Typed address"/);
    expect(html).toContain('<p>Typed</p>');
    expect(html).toContain('You must upload at least one image');
  });
});

describe('password pages', () => {
  it('/forgotpassword asks for the e-mail and shows the spec answer', () => {
    const html = render('/forgotpassword', ForgotPassword, null, { action: { ok: true, message: 'We have sent a password reset link to your email. Please check your inbox or spam.' } });
    expect(html).toContain('Forgot Password');
    expect(html).toContain('We have sent a password reset link to your email. Please check your inbox or spam.');
  });

  it('/reset-password/{token} says at once when the link cannot be used', () => {
    const html = render('/reset-password/abc', ResetPassword, { usable: false });
    expect(html).toContain('This password reset link is invalid or has expired. Please ask for a new one.');
    expect(html).toContain('href="/forgotpassword"');
    expect(html).not.toContain('name="password"');
  });

  it('/reset-password/{token} asks for the new password twice, then links to sign in', () => {
    const form = render('/reset-password/abc', ResetPassword, { usable: true });
    expect(form).toContain('name="password"');
    expect(form).toContain('name="confirmPassword"');
    const done = render('/reset-password/abc', ResetPassword, { usable: true }, { action: { ok: true, message: 'Updated Password. Please re-sign in.' } });
    expect(done).toContain('Updated Password. Please re-sign in.');
    expect(done).toContain('href="/sign-in"');
  });
});

describe('contact, about and legal pages', () => {
  it('/contact has the three labelled fields and keeps what was typed after a failure', () => {
    const action = { message: 'Failed to send email. Please try again later.', errors: {}, values: { name: 'U Ba', email: 'uba@example.com', message: 'Call me' } };
    const html = render('/contact', Contact, null, { action });
    for (const label of ['Name', 'Email', 'Message']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('Failed to send email. Please try again later.');
    expect(html).toMatch(/value="U Ba"/);
    expect(html).toContain('Call me</textarea>');
  });

  it('/about has a chat link', () => {
    const html = render('/about', About, null);
    expect(html).toContain('About Yangon Homes');
    expect(html).toContain('href="https://m.me/yangonhomes"');
  });

  it('/about and /contact link to the chat accounts the site is configured with', () => {
    const chat = { messenger: 'https://m.me/shwe.homes', viber: 'viber://pa?chatURI=shwehomes', telegram: 'https://t.me/shwehomes' };
    for (const [path, Page] of [['/about', About], ['/contact', Contact]] as const) {
      const html = render(path, Page, null, { root: { chat } });
      for (const href of Object.values(chat)) expect(html).toContain(`href="${href.replace('&', '&amp;')}"`);
      expect(html).not.toContain('m.me/yangonhomes');
    }
  });

  it('the privacy policy shows its date and the contact address, in Burmese too', () => {
    const en = render('/PrivacyPolicy', PrivacyPolicy, null, { root: { siteEmail: 'help@example.com' } });
    expect(en).toContain('Last updated November 21, 2026');
    expect(en).toContain('help@example.com');
    const my = render('/PrivacyPolicy', PrivacyPolicy, null, { root: { lang: 'my', siteEmail: 'help@example.com' } });
    expect(my).toContain('၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၁ ရက်');
    expect(my).toContain('help@example.com');
    expect(my).not.toContain('Information we collect');
  });

  it('the terms render every section', () => {
    const html = render('/TermsAndConditions', Terms, null, { root: { siteEmail: 'help@example.com' } });
    expect(html).toContain('help@example.com');
    expect(html).toContain('Terms &amp; Conditions');
    expect(html).toContain('Governing law');
    expect(html).toContain('Myanmar Kyat (MMK)');
  });
});
