// The site's one stylesheet (app.css: 58 KB, 11 KB compressed), carried in each page's <head> in
// a production build rather than linked. A linked stylesheet blocks the first paint until it has
// come in its own request, after the page's first bytes: a round trip on a slow connection,
// more where the browser must open a connection for it, and it shares the line with the page's
// scripts, which are asked for at the same moment. Carried, the page can be drawn as soon as its
// first bytes are read. The cost is 11 KB more in a page a browser loads whole (a move within the
// site fetches only data), until the browser has the file in its cache: after a first visit the
// server names it with an @import instead (lib/stylesheet-in-cache.ts).
//
// The text is the server's (lib/server-render.tsx); in the browser React finds the <style> by its
// href and keeps it as it is. Under Vite's development server (and in the unit tests) the
// stylesheet stays a link, which Vite updates as the CSS changes.
import { useServerRender } from './server-render';

/** The stylesheet at `href`, in the <head>. */
export function SiteStylesheet({ href }: { href: string }) {
  const text = useServerRender()?.stylesheet ?? '';
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  return (
    <style href={href} precedence="default">
      {text}
    </style>
  );
}
