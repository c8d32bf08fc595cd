// The site's one stylesheet (app.css: 58 KB, 11 KB compressed), written into each page's <head>
// in a production build rather than linked. A linked stylesheet blocks the first paint until it
// has come in its own request, after the page's first bytes: a round trip on a slow connection,
// more where the browser must open a connection for it, and it shares the line with the page's
// scripts, which are asked for at the same moment. Written in, the page can be drawn as soon as
// its first bytes are read. The cost is 11 KB more in each page a browser loads whole (a first
// visit or a reload); a move within the site fetches only data.
//
// The server reads the built file once (server-lib/built-stylesheet.server.ts, from
// entry.server.tsx). In the browser the element is hydrated with no text: hydration leaves the
// server's content in place, as it does for the theme script. Under Vite's development server
// (and in the unit tests) the stylesheet stays a link, which Vite updates as the CSS changes.
let builtText = '';

/** For the server's entry: the built stylesheet's text, written into every page from now on. */
export function setBuiltStylesheet(text: string): void {
  // Nothing in a stylesheet needs this sequence, and it would end the element early.
  if (/<\/style/i.test(text)) throw new Error(`The stylesheet holds "</style", which would end the page's <style> element`);
  builtText = text;
}

/** The stylesheet at `href`, in the <head>: its text on the server, kept as it is when the browser hydrates. */
export function SiteStylesheet({ href }: { href: string }) {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  return <style data-href={href} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? builtText : '' }} />;
}
