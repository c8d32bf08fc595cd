// Lighthouse on a first visit: each audit in a Chromium of its own, with a new profile. Between
// two runs in one browser Lighthouse empties the cache and the page's storage, but it keeps the
// cookies (so that a signed-in page can be audited), and a page the portal sends to a browser
// holding its stylesheet cookie names the stylesheet instead of carrying it
// (app/lib/stylesheet-in-cache.ts): with the cache emptied and the cookie kept, every run after
// the first fetched it before its first paint, a round trip a first visit never pays (FCP 1.3 ->
// 2.0 s on the home page).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FONTCONFIG_FILE, ensureChromium } from '../tests/e2e/support/chromium';

export type LighthouseResult = RunnerResult['lhr'];

/**
 * Audits `url` with `flags` in a fresh Chromium (started with `chromeFlags` too), closed
 * afterwards. Chromium sometimes loses the trace of a load (NO_NAVSTART; twice in a row once,
 * on a quiet host), and Lighthouse itself says to run again: a failed run is tried
 * up to twice more before giving up.
 */
export async function auditFirstVisit(url: string, flags: Flags, chromeFlags: string[] = [], attempts = 3): Promise<LighthouseResult> {
  const lhr = (await auditOnce(url, flags, chromeFlags))?.lhr;
  if (lhr && !lhr.runtimeError) return lhr;
  if (attempts > 1) return auditFirstVisit(url, flags, chromeFlags, attempts - 1);
  throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
}

async function auditOnce(url: string, flags: Flags, chromeFlags: string[]): Promise<RunnerResult | undefined> {
  ensureChromium();
  // chrome-launcher passes its own environment on to Chromium: the suite's fonts, as in the browser tests.
  process.env.FONTCONFIG_FILE = FONTCONFIG_FILE;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...chromeFlags] });
  try {
    return await lighthouse(url, { ...flags, port: chrome.port });
  } finally {
    chrome.kill();
  }
}
