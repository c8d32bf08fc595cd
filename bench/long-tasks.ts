// What a first visit's long tasks hold on a phone: the page loaded in Debian's Chromium at 390 px
// with the CPU slowed 4x (Lighthouse's phone), traced, and each main-thread task over 30 ms listed
// with its start (from the first paint), its length and what filled it (layout, style, script by file,
// HTML parsing). Lighthouse's TBT counts the part over 50 ms of each task after the first paint;
// this says what those tasks are. It found the home page's repeated whole-page layouts.
//
//   npm run build && npx tsx bench/long-tasks.ts [path, default /] [runs, default 3]
//
// CPU_SLOWDOWN=1 traces at the machine's own speed, as Lighthouse's default (simulated) mode
// does before it multiplies each task by 4: tasks are listed from 30 ms / 4 x the slowdown, and
// their blocking part is reckoned at 4x.
// It starts the production build on fresh demo data (the embedded database).
import { launchChromium } from '../tests/e2e/support/chromium';
import { PHONE } from '../tests/e2e/support/browser';
import { startPortal } from '../tests/e2e/support/server';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, string>; beginData?: Record<string, string> };
}

/** The kinds of work worth naming inside a task; the rest (their parents and details) is left out. */
const KINDS = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'ParseAuthorStyleSheet', 'Layout', 'UpdateLayoutTree', 'PrePaint', 'Paint', 'Layerize', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'MajorGC', 'MinorGC']);

const pagePath = process.argv[2] ?? '/';
const runs = Number(process.argv[3] ?? 3);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
/** A task's length as on Lighthouse's phone (4x), in microseconds. */
const atPhoneSpeed = (us: number) => (us * 4) / slowdown;
// CHECKOUT=<another checkout, built> traces that build instead (to compare two side by side).
const server = await (process.env.CHECKOUT ? startPortal({}, { checkout: process.env.CHECKOUT }) : startPortal());
const browser = await launchChromium();
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(server.url + pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const events: TraceEvent[] = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error('No first paint in the trace');
    const ms = (us: number) => Math.round(us / 1000);
    const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
    let blocking = 0;
    const lines: string[] = [];
    for (const task of main.filter((e) => e.name === 'RunTask' && atPhoneSpeed(e.dur ?? 0) > 30_000)) {
      const end = task.ts + task.dur!;
      if (task.ts >= fcp.ts) blocking += Math.max(0, atPhoneSpeed(task.dur!) - 50_000);
      const work = new Map<string, number>();
      for (const e of main) {
        if (!KINDS.has(e.name) || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
        const data = e.args?.data ?? e.args?.beginData ?? {};
        const file = (data.url || data.fileName || '').split('/').pop();
        const key = file ? `${e.name} ${file}` : e.name;
        work.set(key, (work.get(key) ?? 0) + (e.dur ?? 0));
      }
      const parts = [...work].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([what, us]) => `${what} ${ms(us)}`);
      lines.push(`  at ${ms(task.ts - fcp.ts)} ms, ${ms(task.dur!)} ms: ${parts.join(' | ')}`);
    }
    console.log(`run ${run}: times from the first paint; tasks after it, their part over 50 ms at 4x: ${ms(blocking)} ms (nested work is counted in each of its parents)`);
    for (const line of lines) console.log(line);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
