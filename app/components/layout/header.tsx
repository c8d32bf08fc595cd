import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useRootData, useT, useUser } from '../../lib/root-data';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';

// The full menu needs about 1,240 px in English and about 1,500 in Burmese, whose words are longer
// (and whose width differs more between systems' fonts): narrower, the menu button shows it.
const FULL_MENU = {
  en: { container: 'max-w-7xl', show: 'hidden min-[1320px]:block', hide: 'min-[1320px]:hidden' },
  my: { container: 'max-w-[1680px]', show: 'hidden min-[1720px]:block', hide: 'min-[1720px]:hidden' },
} as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium ${isActive ? 'bg-surface-2 text-brand' : 'text-fg hover:bg-surface-2'}`;

export function Header() {
  const t = useT();
  const user = useUser();
  const fullMenu = FULL_MENU[useRootData().lang];
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.key]);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives the focus back to its button, as a disclosure should.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className={`mx-auto flex h-16 ${fullMenu.container} items-center gap-1 px-3 sm:gap-2 sm:px-4`}>
        {/* Named by its visible text (a voice command says what it sees): "Yangon Homes". */}
        <Link to="/" className="mr-auto flex shrink-0 items-center gap-2 text-base font-bold text-fg sm:text-lg">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
            <rect width="32" height="32" rx="8" className="fill-brand" />
            <path d="M8 17 16 9l8 8v7h-5v-5h-6v5H8z" fill="white" />
          </svg>
          <span>
            Yangon <span className="text-brand">Homes</span>
          </span>
        </Link>
        <nav aria-label={t('Main navigation')} className={fullMenu.show}>
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={linkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden sm:block">
          <LanguageSwitch />
        </div>
        <ThemeToggle />
        {user ? (
          <AccountMenu user={user} />
        ) : (
          <Link
            to="/sign-in"
            className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg bg-brand px-3 text-sm font-semibold text-on-brand hover:bg-brand-strong sm:px-4"
          >
            {t('Sign in')}
          </Link>
        )}
        <button
          ref={menuButton}
          type="button"
          className={`inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2 ${fullMenu.hide}`}
          aria-label={t(menuOpen ? 'Close menu' : 'Open menu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((v) => !v)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('Menu')} className={`border-t border-line bg-surface ${fullMenu.hide}`}>
          <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={(s) => `block ${linkClass(s)} py-3 text-base`}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li className="border-t border-line pt-2 sm:hidden">
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
