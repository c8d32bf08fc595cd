// The accessibility check of the browser suite: axe-core, injected into the page over the
// DevTools protocol (page.evaluate is not subject to the portal's CSP, an inline <script> would
// be), run with the WCAG 2.0/2.1/2.2 A and AA rules, colour contrast included. What it finds is
// reported one line per element and rule, with every page, theme and language it was found on.
import axe from 'axe-core';
import type { CDPSession, Page } from 'playwright-core';
import { drawWholePage } from './browser';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Elements axe is not asked to judge, each with its reason: one exact selector, never a whole
 * rule. Empty: the sweep found nothing it had to leave out.
 */
const EXCLUDED: { selector: string; why: string }[] = [];

export interface Violation {
  /** Rule id, impact, element and what is wrong: the same on every page it is found on. */
  what: string;
  /** Page path, theme, language and the state checked. */
  where: string;
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Where the page is, for the report: path, theme and language (as the page itself shows them). */
async function pageLabel(page: Page, state: string) {
  const { path, theme, lang } = await page.evaluate(() => ({
    path: location.pathname + location.search,
    theme: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
    lang: document.documentElement.lang,
  }));
  return `${path} [${theme}, ${lang}]${state ? ` (${state})` : ''}`;
}

/**
 * E2E_CPU_THROTTLE slows the page's scripts to find waits on the wrong thing; axe is the test's
 * instrument, not the page's code, so it runs at full speed. The session stays attached: closing
 * it would lift the throttling it did not set.
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
const sessions = new WeakMap<Page, CDPSession>();

async function atFullSpeed<T>(page: Page, run: () => Promise<T>): Promise<T> {
  if (cpuThrottle <= 1) return run();
  let cdp = sessions.get(page);
  if (!cdp) sessions.set(page, (cdp = await page.context().newCDPSession(page)));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  try {
    return await run();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }
}

/** Runs axe on the page as it is now. `state` names what was done to it ("account menu open"). */
export async function axeCheck(page: Page, state = ''): Promise<Violation[]> {
  return atFullSpeed(page, () => runAxe(page, state));
}

async function runAxe(page: Page, state: string): Promise<Violation[]> {
  // What a reader scrolls to is drawn by then: axe sees it as drawn.
  await drawWholePage(page);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    async ({ tags, exclude }) => {
      const result = await window.axe!.run(exclude.length ? { exclude } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.flatMap((v) =>
        v.nodes.map((n) => {
          // For colour contrast the summary carries the ratio and the colours: worth keeping.
          const summary = (n.failureSummary ?? '').replace(/^Fix (any|all) of the following:\s*/, '').replace(/\s+/g, ' ').trim();
          return `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${v.help}. ${summary}`;
        }),
      );
    },
    { tags: WCAG_TAGS, exclude: EXCLUDED.map((e) => e.selector) },
  );
  const where = await pageLabel(page, state);
  return found.map((what) => ({ what, where }));
}

/** One line per distinct violation, naming every place it was found (empty: all passed). */
export function report(violations: Violation[]): string[] {
  const places = new Map<string, string[]>();
  for (const { what, where } of violations) places.set(what, [...(places.get(what) ?? []), where]);
  return [...places].map(([what, wheres]) => `${what} — on ${wheres.join(', ')}`);
}
