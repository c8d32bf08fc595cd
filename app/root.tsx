import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import './lib/context';
import stylesheet from './app.css?url';
import { BURMESE_FONT_FILES } from './lib/burmese-font';
import { AD_SCRIPT_ORIGIN } from './components/ad-slot';
import { Footer } from './components/layout/footer';
import { Header } from './components/layout/header';
import { NavigationProgress } from './components/layout/navigation-progress';
import { ScrollToTop } from './components/layout/scroll-to-top';
import { SessionSync } from './components/layout/session-sync';
import { InstallOffer } from './components/layout/install-offer';
import { OfflineSupport } from './components/layout/offline-support';
import { KeptCopyNote } from './components/layout/kept-copy-note';
import { chosenTheme, FOLLOW_SYSTEM_THEME_SCRIPT, THEME_COOKIE, themeColor } from './components/layout/theme';
import { ToastProvider } from './components/ui/toast';
import { NotFound } from './components/not-found';
import { buttonClass } from './components/ui/button';
import { oidcEnabled } from './domain/auth/oidc.server';
import { savedListingIds } from './domain/favourites/favourites.server';
import { countNewEnquiries } from './domain/enquiries/inbox.server';
import { rememberLanguage } from './domain/account/remember-language.server';
import { getSessionUser } from './domain/auth/session.server';
import { toSessionUser } from './domain/users/session-user.server';
import { getConfig } from './server-lib/config.server';
import { readCookie } from './lib/cookies';
import { dataSaverOf } from './lib/data-saver';
import { NOTICE_COOKIE } from './lib/flash-notice';
import { SiteStylesheet } from './lib/site-stylesheet';
import { ServerHeadScripts, useServerRender } from './lib/server-render';
import { langOfRequest } from './lib/i18n';
import { mediaBase } from './lib/media-url';
import { notFoundTitle } from './lib/page-title';
import { RootDataContext, useRootLoaderData, useT } from './lib/root-data';
import type { RootData } from './lib/root-data';

// The stylesheet is not among them: the page carries it (<SiteStylesheet>, lib/site-stylesheet.tsx).
export const links = () => [
  // A PNG, not the SVG it is drawn from: Chromium fetches and decodes a page's icon in the page's
  // own renderer, and an SVG icon costs it a whole SVG document (7-14 ms of the main thread at
  // full speed, after the first paint); a 48 px PNG, a fraction
  // of a millisecond.
  { rel: 'icon', href: '/favicon-48.png', type: 'image/png', sizes: '48x48' },
  // Installs to a phone's home screen (public/manifest.webmanifest; icons by scripts/make-icons.ts).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export async function loader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const cookies = request.headers.get('cookie');
  const user = await getSessionUser(request);
  // Every signed-in page asks both: side by side, not one after the other.
  const [saved, newEnquiries] = user ? await Promise.all([savedListingIds(user), countNewEnquiries({ userId: user.id })]) : [[], 0];
  if (user) {
    // Never worth failing a page over: the next page tries again.
    await rememberLanguage(user, cookies, { url: request.url, acceptLanguage: request.headers.get('accept-language') }).catch((error: unknown) => console.error('The language choice could not be stored:', error));
  }
  const config = getConfig();
  const lang = langOfRequest(request.url, cookies, request.headers.get('accept-language'));
  const theme = chosenTheme(readCookie(cookies, THEME_COOKIE));
  return {
    user: user && toSessionUser(user),
    theme: theme ?? 'light',
    themeChosen: theme !== null,
    noticeWaiting: readCookie(cookies, NOTICE_COOKIE) !== undefined,
    lang,
    adClientId: config.AD_CLIENT_ID ?? null,
    chat: { messenger: config.CHAT_MESSENGER_URL, viber: config.CHAT_VIBER_URL, telegram: config.CHAT_TELEGRAM_URL },
    siteEmail: config.SITE_EMAIL,
    oidc: oidcEnabled(),
    saved,
    newEnquiries,
    dataSaver: dataSaverOf(cookies, request.headers.get('save-data')),
  };
}

// Session-dependent data must be fresh after sign-in/out actions; other navigations reuse it. A
// form that failed (a status of 400 or more: refused, or no answer at all) changed nothing, and
// reloading over a connection that just dropped would fail and show the error page.
export function shouldRevalidate({ formMethod, actionStatus, defaultShouldRevalidate }: { formMethod?: string; actionStatus?: number; defaultShouldRevalidate: boolean }) {
  return formMethod && !(actionStatus !== undefined && actionStatus >= 400) ? true : defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootLoaderData();
  const { theme, themeChosen, lang, adClientId } = rootData;
  const nonce = useServerRender()?.nonce;
  // The font preload serves the first paint only. Added later, when a reader switches to Burmese
  // on the page, it came after the face was already loading for the text, and the browser
  // fetched the file a second time and warned that the preload went unused.
  const [preloadBurmeseFont] = useState(lang === 'my');
  // A Burmese page needs the Burmese font for its first paint: asked for at once, not when a
  // Burmese character is first laid out. React writes font preloads first in the <head>, before
  // the stylesheet the page carries, so the browser finds them in the page's first bytes. On a
  // slow connection the page is still drawn before they come, in the phone's own Myanmar font.
  if (preloadBurmeseFont) for (const href of Object.values(BURMESE_FONT_FILES)) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  // The app's own sign that the page is alive, for the browser tests (tests/e2e/support/browser.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    // data-media-base: where the browser draws images from (lib/media-url.ts), as the server did.
    // suppressHydrationWarning: without a chosen theme, the <head>'s script may have made it dark.
    <html lang={lang} className={theme === 'dark' ? 'dark' : undefined} data-media-base={mediaBase() || undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser's bar: in the chosen theme, else in the system's (the first that applies). */}
        {!themeChosen && <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColor('dark')} />}
        <meta name="theme-color" content={themeColor(theme)} />
        {/* Its text is the server's alone: hydration leaves a script's content as it is. */}
        {!themeChosen && <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? FOLLOW_SYSTEM_THEME_SCRIPT : '' }} />}
        <Meta />
        <Links />
        <SiteStylesheet href={stylesheet} />
        {/* No paint before the page's main part is parsed (the footer's start): a slow phone paints
            between the parser's slices, and a header or a button drawn half-parsed moves when the
            rest comes (the header's controls, a centred label's icon). */}
        <link rel="expect" href="#site-footer" blocking="render" />
        {adClientId && (
          <script async src={`${AD_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(adClientId)}`} crossOrigin="anonymous" />
        )}
        <ServerHeadScripts />
      </head>
      <body className="flex min-h-screen flex-col bg-bg text-fg antialiased">
        <RootDataContext value={rootData}>
          <ToastProvider>
            <SkipToContent />
            <Header />
            <main id="main" className="flex-1">
              <KeptCopyNote />
              {children}
            </main>
            <Footer />
          </ToastProvider>
          <NavigationProgress />
          <ScrollToTop />
          <SessionSync />
          <OfflineSupport />
          <InstallOffer />
        </RootDataContext>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SkipToContent() {
  const t = useT();
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
      {t('Skip to content')}
    </a>
  );
}

export const meta: MetaFunction = ({ error, matches }) =>
  // An unknown listing, agent or post throws a 404 to this route's ErrorBoundary, so its own
  // route's meta is not used: the title is set here.
  isRouteErrorResponse(error) && error.status === 404
    ? [{ title: notFoundTitle(matches) }]
    : [
        { title: 'Yangon Homes: homes, condos and land for rent and sale in Yangon' },
        { name: 'description', content: 'Homes, flats, condos and land for rent and sale in Yangon.' },
      ];

export default function App() {
  return <Outlet />;
}

/**
 * A plain sentence for the visitor, never the error's own text: React Router's answers carry a
 * developer message naming routes (server-lib/router-errors.server.ts), and a thrown error's message
 * is for the log.
 */
function errorExplanation(error: unknown, t: ReturnType<typeof useT>): string {
  if (!isRouteErrorResponse(error) || error.status >= 500) return t('Please try again later.');
  if (error.status === 405) return t('This address does not accept that kind of request.');
  return t('The request could not be handled. Please go back and try again.');
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="mb-2 text-2xl font-bold">{t('Something went wrong!')}</h1>
      <p className="text-muted">{errorExplanation(error, t)}</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        {t('Go home')}
      </Link>
    </div>
  );
}
