// The shared ground of the post reader's parts: a copy of the post to match against (ASCII digits,
// lower-case Latin letters) whose offsets are the post's own, and the finding each part returns.
import { asciiDigits } from '../../lib/burmese-digits';
import type { DraftField } from '../../lib/views/listing-draft';

/** One value a part of the reader found, with the span of the post it came from. */
export interface Finding {
  field: DraftField;
  value: string | number | boolean;
  start: number;
  end: number;
}

/** The text to match: same length as the post, so a match's offsets are the post's. */
export const matchable = (text: string) => asciiDigits(text).replace(/[A-Z]/g, (letter) => letter.toLowerCase());

const LATIN_OR_DIGIT = /[a-z0-9]/;
const LATIN = /[a-z]/;
/** A Burmese vowel sign, medial or tone mark: a word ending before one is only part of a syllable. */
const MYANMAR_SIGN = /[\u102B-\u103E]/;

/** Whether `word` found at `start` of `plain` stands as a word (Latin) or a whole syllable (Burmese). */
export function standsAlone(plain: string, start: number, end: number): boolean {
  const first = plain[start] ?? '';
  const last = plain[end - 1] ?? '';
  const before = plain[start - 1] ?? '';
  const after = plain[end] ?? '';
  if (LATIN_OR_DIGIT.test(first) && LATIN_OR_DIGIT.test(before)) return false;
  if (LATIN.test(last) && LATIN.test(after)) return false;
  return !MYANMAR_SIGN.test(after);
}

/** Every place one of `words` (already lower-case) stands alone in `plain`, first to last. */
export function findWords(plain: string, words: readonly string[]): { word: string; start: number; end: number }[] {
  const found: { word: string; start: number; end: number }[] = [];
  for (const word of words) {
    for (let at = plain.indexOf(word); at !== -1; at = plain.indexOf(word, at + 1)) {
      if (standsAlone(plain, at, at + word.length)) found.push({ word, start: at, end: at + word.length });
    }
  }
  return found.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Every match of a global pattern (each pattern here is linear: eslint-plugin-regexp checks). */
export function matchesOf(plain: string, pattern: RegExp): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(plain); match; match = pattern.exec(plain)) {
    found.push(match);
    if (match[0] === '') pattern.lastIndex++;
  }
  return found;
}

/** A number as written in a post: '1,100', '4.5' (ASCII digits by then). */
export const numberOf = (written: string) => Number(written.replace(/,/g, ''));

/**
 * A number standing alone: not the tail of a longer one, with thousands commas or without.
 * Its digits are bounded, so a run of 5,000 digits costs each position one step.
 */
export const NUMBER = String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3}){1,3}(?:\.\d{1,3})?|\d{1,9}(?:\.\d{1,3})?)(?!\d|[.,]\d)`;

export const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
