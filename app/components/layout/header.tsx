import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useCloseOnNavigation } from '../ui/use-close-on-navigation';
import { useDismiss } from '../ui/use-dismiss';
import { useRootData, useT, useUser } from '../../lib/root-data';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';

// 44 px high, in the full menu too: a touch screen can be wide (a tablet on its side).
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `min-h-11 items-center whitespace-nowrap rounded-lg font-medium ${isActive ? 'bg-surface-2 text-brand' : 'text-fg hover:bg-surface-2'}`;

export function Header() {
  const t = useT();
  const user = useUser();
  const header = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // Closed by a navigation, and by the menu's language switch, which reloads the page's data in
  // place (same location): the page in its new language is what the reader wants to see.
  const { lang } = useRootData();
  useCloseOnNavigation(() => setMenuOpen(false));
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape or a press outside the header closes the open menu, as a disclosure should.
  const dismissMenu = useDismiss({ isOpen: () => menuOpen, close: () => setMenuOpen(false), within: header, focusBack: () => menuButton.current });
  const shownLang = useRef(lang);
  useEffect(() => {
    // Only a change of language, not the page's first render.
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    // The switch closes the menu it sits in: the focus goes back to the menu's button, where a
    // keyboard or screen-reader user left off, rather than to the top of the page. On an address
    // naming its language the switch navigates, which closed the menu already and lost the focus.
    if (menuOpen || document.activeElement === document.body) dismissMenu();
    // A change of language closes the menu; opening it must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);

  return (
    // Full menu or menu button, the logo's name whole, on two lines or hidden: app.css decides by
    // the header's width in each language (site-header), with no script and no measuring.
    <header ref={header} className="site-header sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="header-row mx-auto flex min-h-16 max-w-[1680px] items-center *:shrink-0 gap-1 px-3 sm:gap-1.5 sm:px-4">
        {/* Named by its visible text (a voice command says what it sees): "Yangon Homes". */}
        <Link to="/" className="mr-auto flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 text-base font-bold text-fg sm:text-lg">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
            <rect width="32" height="32" rx="8" className="fill-brand" />
            <path d="M8 17 16 9l8 8v7h-5v-5h-6v5H8z" fill="white" />
          </svg>
          <span className="header-logo-name">
            Yangon <span className="text-brand">Homes</span>
          </span>
        </Link>
        <nav aria-label={t('Main navigation')} className="header-nav">
          {/* Tight spacing (6 px each side, 2 px between): ten links must fit beside the logo on a
              1366 px laptop in Burmese too, whose labels are longer. */}
          <ul className="flex items-center gap-0.5">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={(s) => `inline-flex min-w-11 justify-center px-1.5 text-sm ${linkClass(s)}`}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* One tap from every page, on a phone too: a reader who cannot read this language must find it. */}
        <LanguageSwitch />
        <ThemeToggle />
        {user ? (
          <AccountMenu user={user} />
        ) : (
          <Link
            to="/sign-in"
            className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg bg-brand px-3 text-sm font-semibold text-on-brand hover:bg-brand-strong"
          >
            {t('Sign in')}
          </Link>
        )}
        <button
          ref={menuButton}
          type="button"
          className="header-menu-button size-11 shrink-0 items-center justify-center rounded-lg text-fg hover:bg-surface-2"
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
        <nav id="mobile-menu" aria-label={t('Menu')} className="header-mobile-menu border-t border-line bg-surface">
          <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={(s) => `flex px-2 py-3 text-base ${linkClass(s)}`}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            {/* A lister's own listings, one tap from any page (the account menu has them too). */}
            {user && (
              <li className="border-t border-line pt-2">
                <NavLink to="/my-listing" className={(s) => `flex px-2 py-3 text-base ${linkClass(s)}`}>
                  {t('My Listings')}
                </NavLink>
              </li>
            )}
            {/* A visitor's saved homes (kept in the browser): a signed-in user finds them in the account menu. */}
            {!user && (
              <li className="border-t border-line pt-2">
                <NavLink to="/favourites" className={(s) => `flex px-2 py-3 text-base ${linkClass(s)}`}>
                  {t('Saved homes')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
