// A home page list's 'View More' pressed from the keyboard (lib/show-more): the next batch comes
// in, and the focus moves to the first new card's link rather than dropping to the top.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Presses the list's View More with Enter, and expects the focus on the first card it brought. */
export async function expectViewMoreFocusesFirstNewCard(page: Page, listId: 'recent-rent' | 'recent-sale') {
  const list = page.locator(`#${listId}`);
  const before = await list.locator(':scope > li').count();
  const viewMore = page.locator(`section[aria-labelledby="${listId}-heading"]`).getByRole('button', { name: 'View More' });
  await viewMore.scrollIntoViewIfNeeded();
  await viewMore.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.locator(':scope > li').count()).toBeGreaterThan(before);
  const firstNewHref = await list.locator(':scope > li').nth(before).locator('a[href]').first().getAttribute('href');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(firstNewHref);
}
