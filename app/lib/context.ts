// What Express hands to every loader and action (server/app.ts, getLoadContext).
import type { TitleFace } from './burmese-title-face';

declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request nonce for the Content-Security-Policy's inline scripts. */
    nonce: string;
    /** The visitor's address (behind TRUST_PROXY, the forwarded one). */
    ip: string;
    /** Builds the JSON-LD blocks a loader gave for the page's <head> (server-lib/structured-data.server.ts). */
    structuredData?: () => object[];
    /** A listing title's own Burmese face, for the page's <head> (server-lib/burmese-title-face.server.ts). */
    titleFace?: TitleFace | null;
  }
}
export {};
