// A post's URL name from its title. Latin letters are lowercased and lose their accents
// ("Café" → "cafe"); Burmese letters, combining marks (vowel signs, tones, virama) and digits
// are kept as they are, since a Burmese title would otherwise vanish; everything else
// (spaces, punctuation including ၊ and ။) becomes a single hyphen. Pure: no database here.
import { trimEnds } from '../../lib/trim-ends';

const MAX_LENGTH = 80;
const FALLBACK = 'post';

const isBurmeseWordChar = (ch: string) => /\p{Script=Myanmar}/u.test(ch) && /[\p{L}\p{M}\p{N}]/u.test(ch);

export function postSlug(title: string): string {
  let out = '';
  for (const ch of title.normalize('NFC')) {
    if (isBurmeseWordChar(ch)) {
      out += ch;
      continue;
    }
    // Compatibility forms and accents reduce to plain Latin where they can ("ﬁ" → "fi", "é" → "e").
    const plain = ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    out += /^[a-z0-9]+$/.test(plain) ? plain : '-';
  }
  const slug = trimHyphens(out.replace(/-+/g, '-'));
  return cut(slug) || FALLBACK;
}

const trimHyphens = (s: string) => trimEnds(s, (c) => c === '-');

/** Shortens a long slug at a hyphen where one is near, and never leaves a combining mark orphaned. */
function cut(slug: string): string {
  const chars = Array.from(slug);
  if (chars.length <= MAX_LENGTH) return slug;
  let end = MAX_LENGTH;
  const lastHyphen = chars.lastIndexOf('-', MAX_LENGTH);
  if (lastHyphen > MAX_LENGTH / 2) end = lastHyphen;
  // The character after the cut must not be a combining mark (a vowel sign or asat), or the
  // slug would end in half a syllable.
  while (end > 1 && /\p{M}/u.test(chars[end] ?? '')) end--;
  return trimHyphens(chars.slice(0, end).join(''));
}

/** "title", "title-2", "title-3", ...: the first of these not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
