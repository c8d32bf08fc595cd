import type { Config } from '@react-router/dev/config';

// Server-side rendering on: the first paint comes from the server (slow mobile networks,
// link previews for Facebook and Viber, search engines).
export default {
  ssr: true,
  future: {
    // Each route's client code split into loader/action/component chunks: less JS per page.
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
