// The yardstick's configuration: React Router's defaults (framework mode, server rendering on),
// as `npx create-react-router` writes them. Built into bench/minimal-app/build, never the
// portal's build/.
import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
} satisfies Config;
