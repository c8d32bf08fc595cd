// The saved search forms on the server: the forms' checks (lib/forms/saved-search.ts) first, then
// Zod shapes the values. The query comes from the search page's own address (`query`, its query
// string), read by the search pages' parsers: nothing in it can fail, an odd value falls back.
import { z } from 'zod';
import { checkedBy } from './checked';
import { checkFrequency, checkRename, checkSaveSearch } from '../forms/saved-search';
import { ALERT_FREQUENCIES, savedSearchQuery, SEARCH_PAGES } from '../saved-search-query';

export const saveSearchSchema = checkedBy(
  checkSaveSearch,
  z
    .object({ name: z.string().trim(), from: z.enum(SEARCH_PAGES), query: z.string().catch('').default('') })
    .transform(({ name, from, query }) => ({ name, query: savedSearchQuery(from, query) })),
);
export type SaveSearchInput = z.output<typeof saveSearchSchema>;

export const renameSchema = checkedBy(checkRename, z.object({ id: z.unknown(), name: z.string().trim() }));
export const frequencySchema = checkedBy(checkFrequency, z.object({ id: z.unknown(), frequency: z.enum(ALERT_FREQUENCIES) }));
