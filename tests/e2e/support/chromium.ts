// Debian's Chromium drives the browser tests (a test tool's own browser download cannot work
// on these machines). Installed on first use when missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a root user on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The fonts the browser may use: DejaVu and nothing else the machine has (fonts.conf beside this
 * file). Without it a page's text, and so its layout, depends on the machine: Debian's chromium
 * brings DejaVu and Liberation, a newcomer's desktop has dozens more, and a Myanmar font on one
 * of them would hide a Burmese page that fails to load the portal's own font.
 */
export const FONTCONFIG_FILE = path.join(import.meta.dirname, 'fonts.conf');

/** The suite's fonts and a Myanmar font of the device's own (fonts-myanmar-phone.conf). */
export const MYANMAR_PHONE_FONTCONFIG_FILE = path.join(import.meta.dirname, 'fonts-myanmar-phone.conf');

/** The environment to start Chromium in: this process's, with the suite's fontconfig (or `fontconfig`). */
export function chromiumEnv(fontconfig = FONTCONFIG_FILE): Record<string, string> {
  return { ...(process.env as Record<string, string>), FONTCONFIG_FILE: fontconfig };
}

/** Starts Debian's Chromium, headless, with the flags above and the suite's fonts. */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, env: chromiumEnv(), ...options });
}

/** The one font folder fonts.conf lists: Debian's fonts-dejavu-core, which chromium depends on. */
const DEJAVU = '/usr/share/fonts/truetype/dejavu';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH) && fs.existsSync(DEJAVU)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium (${CHROMIUM_PATH}) or the DejaVu fonts (${DEJAVU}) are missing. Install them: sudo apt-get install -y chromium fonts-dejavu-core`);
  }
  console.log('Installing Chromium and the DejaVu fonts from Debian packages (once)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', { stdio: 'inherit' });
}
