import { Link } from 'react-router';
import { useRootData, useT } from '../../lib/root-data';
import { AdSlot } from '../ad-slot';
import { DataSaverSwitch } from './data-saver-switch';
import { Facebook, Telegram, Viber, YouTube } from '../ui/icons';

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
  { to: '/insights', label: 'Prices by township' },
];

const SOCIAL = [
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: Facebook },
  { href: 'https://www.viber.com/', label: 'Viber', Icon: Viber },
  { href: 'https://t.me/', label: 'Telegram', Icon: Telegram },
  { href: 'https://www.youtube.com/', label: 'YouTube', Icon: YouTube },
];

/** Rows a thumb can hit: 44 px tall, whatever the text's height. */
const FOOTER_LINK = 'inline-flex min-h-11 items-center text-fg hover:text-brand';

export function Footer() {
  const t = useT();
  // The invitation to list as an agency is for visitors: a signed-in owner is offered the choice on
  // their dashboard and profile, and an agency signed in has made it.
  const signedIn = !!useRootData().user;
  return (
    <footer id="site-footer" className="render-when-near mt-12 border-t border-line bg-surface [--drawn-height:1080px] sm:[--drawn-height:560px] lg:[--drawn-height:520px]">
      {!signedIn && (
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
      )}
      <AdSlot slot="footer" className="mx-auto mt-6 max-w-7xl px-4" />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:grid-cols-3">
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('Partners')}</h2>
          <ul className="text-sm">
            {PARTNERS.map((p) => (
              <li key={p.href}>
                <a href={p.href} rel="noopener noreferrer" target="_blank" className={FOOTER_LINK}>
                  {t(p.label)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('Legal')}</h2>
          <ul className="text-sm">
            {LEGAL.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={FOOTER_LINK}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('Follow us')}</h2>
          <ul className="flex flex-wrap gap-2">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={s.label}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-surface-2 text-fg hover:text-brand"
                >
                  <s.Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <DataSaverSwitch />
      <p className="border-t border-line px-4 py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} Yangon Homes. {t('All rights reserved.')}
      </p>
    </footer>
  );
}
