// What a person would see wrong with the header at the page's current width: the page scrolling
// sideways, a control sticking out of the window or cut, two controls on top of each other, a
// target smaller than a thumb, or the menu reachable neither as links nor through its button.
import type { Page } from 'playwright-core';

export interface HeaderState {
  /** The menu (full or compact), then what gave way for it: the logo's name (stacked or icon), the language switch's label (short). */
  layout: string;
  problems: string[];
}

export async function auditHeader(page: Page, navItemCount: number): Promise<HeaderState> {
  return page.evaluate(async (navItems) => {
    // Looked at in a frame drawn at the window's width now.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways} px`);
    const header = document.querySelector('header')!;
    const box = header.getBoundingClientRect();
    const row = header.firstElementChild as HTMLElement;
    const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible';
    const nameOf = (element: Element) => element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName;
    const controls = [...row.querySelectorAll('a, button')].filter(shown);
    for (const control of controls) {
      const name = nameOf(control);
      const rect = control.getBoundingClientRect();
      if (rect.left < 0 || rect.right > width) problems.push(`'${name}' sticks out of the window (${Math.round(rect.left)}..${Math.round(rect.right)} of ${width} px)`);
      if (rect.top < box.top || rect.bottom > box.bottom) problems.push(`'${name}' sticks out of the header`);
      if (control.scrollWidth > control.clientWidth || control.scrollHeight > control.clientHeight) problems.push(`'${name}' is cut: its content needs ${control.scrollWidth} px, it has ${control.clientWidth}`);
      if (rect.height < 44 || rect.width < 44) problems.push(`'${name}' is ${Math.round(rect.width)}x${Math.round(rect.height)} px, under 44 px`);
    }
    // Controls side by side in the row (the ones a wrapping menu puts on a row of its own aside).
    const inRow = controls.map((control) => ({ name: nameOf(control), rect: control.getBoundingClientRect() })).sort((a, b) => a.rect.left - b.rect.left);
    for (let i = 1; i < inRow.length; i++) {
      const [before, after] = [inRow[i - 1], inRow[i]];
      const sameLine = before.rect.top < after.rect.bottom && after.rect.top < before.rect.bottom;
      if (sameLine && before.rect.right > after.rect.left + 0.5) problems.push(`'${before.name}' and '${after.name}' overlap`);
    }
    const fullMenu = row.querySelector('nav');
    const menuLinks = fullMenu && shown(fullMenu) ? [...fullMenu.querySelectorAll('a')].filter(shown).length : 0;
    const menuButton = row.querySelector('button[aria-controls="mobile-menu"]');
    const buttonShown = menuButton !== null && shown(menuButton);
    if (menuLinks !== navItems && !buttonShown) problems.push(`the menu shows ${menuLinks} of ${navItems} links and no menu button`);
    if (menuLinks > 0 && buttonShown) problems.push('both the full menu and the menu button show');
    const logoName = row.querySelector('a[href="/"] > span')!;
    const logo = logoName.getBoundingClientRect().width <= 1 ? 'icon' : getComputedStyle(logoName).flexDirection === 'column' ? 'stacked' : '';
    const languageLabel = row.querySelector('button[lang] > span');
    const language = languageLabel && !shown(languageLabel) ? 'short' : '';
    return { layout: [buttonShown ? 'compact' : 'full', logo, language].filter(Boolean).join('+'), problems };
  }, navItemCount);
}
