import { Link } from 'react-router';
import { useT } from '../../lib/root-data';
import { AdSlot } from '../ad-slot';

const PARTNERS = [
  { href: 'https://www.ycdc.gov.mm', label: 'Yangon City Development Committee' },
  { href: 'https://www.dica.gov.mm', label: 'Directorate of Investment and Company Administration' },
  { href: 'https://www.mopfi.gov.mm', label: 'Ministry of Planning and Finance' },
];

const LEGAL = [
  { to: '/PrivacyPolicy', label: 'Privacy Policy' },
  { to: '/TermsAndConditions', label: 'Terms & Conditions' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

const SOCIAL = [
  { href: 'https://www.facebook.com/', label: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z' },
  { href: 'https://www.viber.com/', label: 'Viber', path: 'M12 2C6.5 2 3 5 3 10c0 2.8 1.1 4.8 3 6v4l3.5-2.6c.8.2 1.6.3 2.5.3 5.5 0 9-3 9-7.7S17.5 2 12 2z' },
  { href: 'https://t.me/', label: 'Telegram', path: 'M21 4 2.5 11.2c-.8.3-.8 1.4 0 1.7L7 14.5l2 6c.2.6 1 .8 1.5.3l2.7-2.6 4.5 3.3c.6.4 1.4.1 1.6-.6L22 5.2c.2-.9-.6-1.5-1-1.2z' },
  { href: 'https://www.youtube.com/', label: 'YouTube', path: 'M22 8.2c-.2-1.6-1.4-2.8-3-3C16.7 5 12 5 12 5s-4.7 0-7 .2c-1.6.2-2.8 1.4-3 3C2 9.8 2 12 2 12s0 2.2.2 3.8c.2 1.6 1.4 2.8 3 3 2.3.2 6.8.2 6.8.2s4.7 0 7-.2c1.6-.2 2.8-1.4 3-3 .2-1.6.2-3.8.2-3.8s0-2.2-.2-3.8zM10 15V9l5 3z' },
];

export function Footer() {
  const t = useT();
  return (
    <footer className="mt-12 border-t border-line bg-surface">
      <section className="mx-auto max-w-7xl px-4 pt-8">
        <div className="flex flex-col gap-4 rounded-2xl bg-brand p-6 text-on-brand sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-bold">{t('Are you an agency?')}</h2>
            <p className="text-sm opacity-90">{t('List your properties and reach thousands of buyers and tenants in Yangon.')}</p>
          </div>
          <Link to="/update-agent" className="inline-flex min-h-11 items-center justify-center rounded-lg bg-surface px-4 text-sm font-semibold text-fg">
            {t('Create your agency profile')}
          </Link>
        </div>
      </section>
      <AdSlot slot="footer" className="mx-auto mt-6 max-w-7xl px-4" />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:grid-cols-3">
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('Partners')}</h2>
          <ul className="space-y-2 text-sm">
            {PARTNERS.map((p) => (
              <li key={p.href}>
                <a href={p.href} rel="noopener noreferrer" target="_blank" className="text-fg hover:text-brand">
                  {t(p.label)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('Legal')}</h2>
          <ul className="space-y-2 text-sm">
            {LEGAL.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-fg hover:text-brand">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('Follow us')}</h2>
          <ul className="flex gap-2">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={s.label}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-surface-2 text-fg hover:text-brand"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} Yangon Homes. {t('All rights reserved.')}
      </p>
    </footer>
  );
}
