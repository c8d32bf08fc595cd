// Once for the browser suite: Chromium present, production bundle fresh, one portal running
// (with demo data, as a new user would see it).
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale';
import { ensureChromium } from './support/chromium';
import { ensureMyanmarPhoneFonts } from './support/myanmar-phone-fonts';
import { startPortal, type RunningServer } from './support/server';

let portal: RunningServer | undefined;

export default async function setup(project: TestProject) {
  ensureChromium();
  await ensureMyanmarPhoneFonts();
  buildIfStale();
  // Behind a proxy as in production: a test may act as its own client address (X-Forwarded-For).
  portal = await startPortal({ TRUST_PROXY: 'loopback' });
  project.provide('baseURL', portal.url);
  project.provide('dataDir', portal.dataDir);
  return async () => {
    await portal?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}
