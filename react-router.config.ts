import type { Config } from '@react-router/dev/config';

// Server-side rendering on: the first paint comes from the server (slow mobile networks,
// link previews for Facebook and Viber, search engines).
export default {
  ssr: true,
} satisfies Config;
