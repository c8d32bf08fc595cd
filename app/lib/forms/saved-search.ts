// A saved search's form fields: its name (saving, renaming) and how often its alerts come.
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMITS, SEARCH_PAGES } from '../saved-search-query';
import { formCheck, oneOf, text } from './rules';

export const SAVED_SEARCH_MESSAGES = {
  name: `Please give this search a name (up to ${SAVED_SEARCH_LIMITS.nameMax} characters).`,
  frequency: 'Please choose how often to be told.',
  page: 'This search could not be saved. Please go back and try again.',
  notFound: 'Saved search not found.',
  tooMany: `You can save up to ${SAVED_SEARCH_LIMITS.perUser} searches. Delete some to save more.`,
  duplicate: 'You have already saved this search. Find it in your saved searches.',
} as const;

const M = SAVED_SEARCH_MESSAGES;
const name = text(1, SAVED_SEARCH_LIMITS.nameMax, M.name);

/** 'Save this search' on /search and /full-search: the name, and the page's own address. */
export const checkSaveSearch = formCheck({ name, from: oneOf(SEARCH_PAGES, M.page) });
export const checkRename = formCheck({ name });
export const checkFrequency = formCheck({ frequency: oneOf(ALERT_FREQUENCIES, M.frequency) });
