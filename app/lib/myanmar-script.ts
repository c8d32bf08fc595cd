// Whether a text has Burmese in it: the Myanmar block and its two extensions (Extended-A and B),
// the ranges the Burmese font covers (app.css's unicode-range).
const MYANMAR = /[\u1000-\u109F\uA9E0-\uA9FE\uAA60-\uAA7F]/;

export const hasMyanmarScript = (text: string) => MYANMAR.test(text);

/** Whether one character (a code point) is a Myanmar letter or sign, as hasMyanmarScript counts them. */
export const isMyanmarCharacter = (character: string) => MYANMAR.test(character);
