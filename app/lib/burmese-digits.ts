// Burmese digits read as numbers: a phone number typed in them dials, a post's prices are read.
// A module of its own so that pages needing only this do not load the script checks beside it.

/** Burmese digits (၀-၉) as ASCII ones, one for one: offsets into the text stay the same. */
export const asciiDigits = (text: string) => text.replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - 0x1040));
