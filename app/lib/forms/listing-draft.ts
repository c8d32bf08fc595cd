// A pasted post to read into a listing draft (POST /api/listing/draft): as long as a listing's
// description may be, since what is read from it becomes one.
import { LIMITS } from '../constants';
import { formatNumber } from '../format-number';
import { formCheck, text } from './rules';

export const LISTING_DRAFT_MESSAGES = {
  missing: 'Please paste the text of a post.',
  tooLong: `The post must be at most ${formatNumber(LIMITS.descriptionMax)} characters.`,
  signIn: 'Please sign in to read a post into a listing.',
} as const;

export const checkListingDraft = formCheck({ text: text(1, LIMITS.descriptionMax, LISTING_DRAFT_MESSAGES.missing, LISTING_DRAFT_MESSAGES.tooLong) });

/** The listing form's "Paste a post" box: the same rule, on the form's field `post`. */
export const checkPastedPost = formCheck({ post: text(1, LIMITS.descriptionMax, LISTING_DRAFT_MESSAGES.missing, LISTING_DRAFT_MESSAGES.tooLong) });
