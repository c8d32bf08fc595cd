// A clamped text that may be Burmese (a listing's or a post's title in a list) takes all its
// lines from the first paint. Until the Burmese face arrives, a fallback font draws the text and
// wraps it on other words: two lines may become one, and all that is under it in the list would
// move up when the face came. English pages do not preload the face for a card's title.
import { hasMyanmarScript } from './myanmar-script';

const RESERVED = { 2: 'min-h-[2lh]', 3: 'min-h-[3lh]' } as const;

/** The class that keeps `lines` lines' height for `text` when it is Burmese; '' otherwise. */
export const burmeseLines = (text: string, lines: keyof typeof RESERVED) => (hasMyanmarScript(text) ? RESERVED[lines] : '');
