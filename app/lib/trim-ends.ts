// Characters cut from the ends of a text by walking them, not by a pattern: /\/+$/ starts again
// at every slash of a run that is not at the end, and such a run costs the square of its length.

/** `text` without the characters at its end that `cut` accepts (whole code points). */
export function trimEnd(text: string, cut: (character: string) => boolean): string {
  let end = text.length;
  while (end > 0) {
    const pair = end >= 2 && isLowSurrogate(text.charCodeAt(end - 1)) && isHighSurrogate(text.charCodeAt(end - 2));
    const start = pair ? end - 2 : end - 1;
    if (!cut(text.slice(start, end))) break;
    end = start;
  }
  return text.slice(0, end);
}

/** `text` without the characters at its start that `cut` accepts (whole code points). */
export function trimStart(text: string, cut: (character: string) => boolean): string {
  let start = 0;
  while (start < text.length) {
    const character = String.fromCodePoint(text.codePointAt(start)!);
    if (!cut(character)) break;
    start += character.length;
  }
  return text.slice(start);
}

/** Both ends. */
export const trimEnds = (text: string, cut: (character: string) => boolean) => trimEnd(trimStart(text, cut), cut);

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
