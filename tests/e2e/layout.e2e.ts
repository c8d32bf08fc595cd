// No page scrolls sideways, at the widths people use, in English and in Burmese (whose words are
// longer: the full header menu needs more room in it).
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';

const browser = setupBrowser();
const WIDTHS = [360, 390, 640, 768, 1024, 1280, 1366, 1440, 1536, 1720, 1920];
const PAGES = ['/', '/search', '/agent', '/blogs', '/about'];

describe('layout', () => {
  it('never scrolls sideways, in either language, from a small phone to a wide desktop', async () => {
    const overflows: string[] = [];
    for (const lang of ['en', 'my']) {
      const page = await browser.newPage();
      await page.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
      for (const path of PAGES) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          if (width === WIDTHS[0]) await page.goto(path);
          const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (extra > 0) overflows.push(`${path} [${lang}] at ${width} px: ${extra} px too wide`);
        }
      }
    }
    expect(overflows).toEqual([]);
  });

  it("never cuts the shown choice of the search form's selects on a small phone, in either language", async () => {
    const cut: string[] = [];
    for (const lang of ['en', 'my']) {
      const page = await browser.newPage({ width: WIDTHS[0], height: 800 });
      await page.context().addCookies([{ name: 'lang', value: lang, url: browser.baseURL() }]);
      await page.goto('/search');
      const selects = await page.getByRole('search', { name: /./ }).locator('select').evaluateAll((elements) =>
        elements.map((element) => {
          const select = element as HTMLSelectElement;
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const text = select.selectedOptions[0]?.text ?? '';
          return { name: select.name, text, over: Math.ceil(context.measureText(text).width - room) };
        }),
      );
      for (const { name, text, over } of selects) if (over > 0) cut.push(`[${lang}] ${name}: '${text}' ${over} px too wide`);
    }
    expect(cut).toEqual([]);
  });

  it('gives links that stand alone rows a thumb can hit on a phone (44 px): the footer, "See all", "Forgot password?"', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const heights = (selector: string) =>
      page.locator(selector).evaluateAll((links) => links.map((a) => [a.textContent?.trim() || a.getAttribute('aria-label'), Math.round(a.getBoundingClientRect().height)] as const));
    await page.goto('/');
    const footer = await heights('footer a');
    const seeAll = await heights('main a:has-text("See all")');
    await page.goto('/sign-in');
    const forgot = await heights('main a[href="/forgotpassword"]');
    expect(footer.length).toBeGreaterThan(8);
    expect(seeAll.length).toBeGreaterThan(1);
    expect(forgot).toHaveLength(1);
    expect([...footer, ...seeAll, ...forgot].filter(([, height]) => height < 44)).toEqual([]);
  });
});

