// The home page's four lists as the page sends them: 9 cards each (read as cards,
// load-home.server.ts), and whether more exist (each list is read one longer). The page's first 9
// (routes/home.tsx) and View More's next ones (routes/home-lists.ts) are shaped here alike.
import { PAGE_SIZES } from '../../lib/constants';
import { agentPicture } from '../../lib/views/agent-view';
import { HOME_LISTS, loadHomeList, type HomeList, type HomeListItem } from './load-home.server';

/** The first `size` of a list, and whether there are more (the list was read one longer). */
export function firstOf<T>(list: T[], size = PAGE_SIZES.homeShow) {
  return { items: list.slice(0, size), more: list.length > size };
}

export const isHomeList = (list: unknown): list is HomeList => (HOME_LISTS as readonly unknown[]).includes(list);

/** One list's 9 from `startIndex` on, shaped as the page's first 9. */
export async function homeListBatch(list: HomeList, startIndex: number) {
  return firstOf(await loadHomeList(list, { startIndex, limit: PAGE_SIZES.homeShow + 1 }));
}

/** The photo a home list's card shows: a listing's cover, a post's picture, an agency's picture. */
export const homeItemPhoto = (item: HomeListItem): string | null => ('cover' in item ? item.cover : 'slug' in item ? item.image : agentPicture(item));
