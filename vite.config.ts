import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Keep Vite's manifest: the server reads from it where the Burmese catalogue's chunk is, to
  // preload it for Burmese readers (server/client-manifest.ts).
  build: { manifest: true },
  // Native and database packages stay outside the server bundle.
  ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'nodemailer'] },
});
