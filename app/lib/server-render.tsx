// What the server knows of the page it renders that the page's data does not carry: the CSP
// nonce for its inline scripts, the site's stylesheet, a listing title's own face and the
// crawlers' JSON-LD. entry.server.tsx provides it; in the browser there is none, and the inline
// elements it fills are hydrated as the server wrote them (their text is the server's alone).
import { createContext, useContext } from 'react';

export interface ServerRender {
  nonce?: string;
  /** The text of the site's <style>: the built stylesheet, or an @import of it (lib/site-stylesheet.tsx). */
  stylesheet?: string;
  /** Inline scripts for the end of the <head>: a listing title's face, the page's JSON-LD. */
  headScripts?: { type?: 'application/ld+json'; code: string }[];
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The server's part of the page being rendered; null in the browser. */
export const useServerRender = (): ServerRender | null => useContext(ServerRenderContext);

/**
 * The server's scripts, last in the <head>: the browser renders none, and React skips what it
 * finds in the <head> beyond what it renders there itself.
 */
export function ServerHeadScripts() {
  const server = useServerRender();
  return server?.headScripts?.map(({ type, code }, i) => (
    <script key={i} type={type} nonce={type ? undefined : server.nonce} dangerouslySetInnerHTML={{ __html: code }} />
  ));
}
