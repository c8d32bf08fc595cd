// The home page's four lists as the page sends them: 9 cards each, stripped to what their cards
// show, and whether more exist (each list is read one longer). The page's first 9
// (routes/home.tsx) and View More's next ones (routes/home-lists.ts) are shaped here alike.
import { PAGE_SIZES } from '../../lib/constants';
import type { AgentCardData } from '../../lib/views/agent-view';
import { HOME_LISTS, loadHomeList, type HomeList } from './load-home.server';

/** The first `size` of a list, and whether there are more (the list was read one longer). */
export function firstOf<T>(list: T[], size = PAGE_SIZES.homeShow) {
  return { items: list.slice(0, size), more: list.length > size };
}

/** What an agency's card shows, and one picture of it. */
export const agentCard = ({ _id, name, address, listingCount, imageUrls, avatar }: AgentCardData) => ({ _id, name, address, listingCount, imageUrls: imageUrls.slice(0, 1), avatar });

export const isHomeList = (list: unknown): list is HomeList => (HOME_LISTS as readonly unknown[]).includes(list);

/** One list's 9 from `startIndex` on, shaped as the page's first 9. */
export async function homeListBatch(list: HomeList, startIndex: number) {
  const slice = { startIndex, limit: PAGE_SIZES.homeShow + 1 };
  if (list === 'agents') return firstOf((await loadHomeList(list, slice)).map(agentCard));
  if (list === 'posts') return firstOf(await loadHomeList(list, slice));
  return firstOf(await loadHomeList(list, slice));
}
