// What Express hands to every loader and action (server/app.ts, getLoadContext).
declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request nonce for the Content-Security-Policy's inline scripts. */
    nonce: string;
    /** The visitor's address (behind TRUST_PROXY, the forwarded one). */
    ip: string;
    /** Builds the JSON-LD blocks a loader gave for the page's <head> (server-lib/structured-data.server.ts). */
    structuredData?: () => object[];
  }
}
export {};
