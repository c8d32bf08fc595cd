// The site's one stylesheet (app.css: 58 KB, 11 KB compressed), carried in each page's <head> in
// a production build rather than linked. A linked stylesheet blocks the first paint until it has
// come in its own request, after the page's first bytes: a round trip on a slow connection,
// more where the browser must open a connection for it, and it shares the line with the page's
// scripts, which are asked for at the same moment. Carried, the page can be drawn as soon as its
// first bytes are read. The cost is 11 KB more in a page a browser loads whole (a move within the
// site fetches only data), until the browser has the file in its cache: after a first visit the
// server names it with an @import instead (lib/stylesheet-in-cache.ts).
//
// Rendered, the element is empty on both sides: the server puts the built file's text into the
// page's bytes as they are sent (server-lib/site-stylesheet.server.ts), and the browser hydrates
// the element without touching the text it holds, as it does the theme script's. Under Vite's
// development server (and in the unit tests) the stylesheet stays a link, which Vite updates as
// the CSS changes.

/**
 * How the element the server fills begins, as rendered: the server finds it by this
 * (server-lib/site-stylesheet.server.ts writes the CSS after its opening tag).
 */
export const CARRIED_STYLESHEET_START = '<style data-href=';

/** The stylesheet at `href`, in the <head>. */
export function SiteStylesheet({ href }: { href: string }) {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  return <style data-href={href} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
