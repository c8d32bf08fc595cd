// How a full-text search term becomes words. Pure: unit-tested, and the SQL side
// (full-text-search.server.ts) only ever receives these words as bound parameters.
import { MAX_TERM_LENGTH } from '../../lib/schemas/search';
import { trimEnds } from '../../lib/trim-ends';

/** More words than this add nothing but cost: the rest of the term is ignored. */
export const MAX_WORDS = 10;
/** Words shorter than this have no trigram of their own, so the trigram index cannot find them. */
export const TRIGRAM_MIN = 3;

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const notWordChar = (c: string) => !WORD_CHAR.test(c);

export interface SearchWords {
  /** Distinct words, edge punctuation removed, in the order typed. Folding happens in SQL. */
  words: string[];
  /** The words joined by single spaces, for the "whole phrase in the title" bonus. */
  phrase: string;
  /** True when every word is too short for the trigram index (one or two letters). */
  shortOnly: boolean;
}

/**
 * Splits a term on white space. Punctuation at the ends of a word is dropped ("Bahan," finds
 * Bahan); inside a word it is kept and matched literally ("unit_7"). A word that is nothing but
 * punctuation ('%', '--', a quote) is dropped, so such a term matches nothing.
 */
export function searchWords(term: string): SearchWords {
  const capped = Array.from(term.normalize('NFC')).slice(0, MAX_TERM_LENGTH).join('');
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of capped.split(/\s+/u)) {
    const word = trimEnds(raw, notWordChar);
    const key = word.toLowerCase();
    if (!word || !WORD_CHAR.test(word) || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length === MAX_WORDS) break;
  }
  return {
    words,
    phrase: words.join(' '),
    shortOnly: words.length > 0 && words.every((w) => Array.from(w).length < TRIGRAM_MIN),
  };
}
