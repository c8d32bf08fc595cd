// The stock Vite configuration of a React Router app, without Tailwind (CSS costs the server
// nothing per request).
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
});
