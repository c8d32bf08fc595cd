// Text built to be slow, for the tests and the benchmark that hold every request to an ordinary
// one's time: each kind once cost seconds somewhere before every field was held to its length.

export const ADVERSARIAL_KINDS = ['digits', 'slashes', 'zawgyi', 'marks'] as const;
export type AdversarialKind = (typeof ADVERSARIAL_KINDS)[number];

/** One repetition of each kind; the last character of a run is what makes a pattern fail late. */
const UNITS: Record<AdversarialKind, { unit: string; end: string }> = {
  // A number pattern that tries every split of a digit run (the map's bounds=).
  digits: { unit: '1', end: 'a' },
  // /\/+$/ starting again at every slash of a run that is not at the end (a Messenger name).
  slashes: { unit: '/', end: 'a' },
  // Zawgyi words: the detector is sure, and the converter's cost grew with the square of the text.
  zawgyi: { unit: 'ျမန္မာစာ ေရးသားျခင္း ', end: '' },
  // Stacked combining marks and no space to cut at.
  marks: { unit: '\u103c\u102d\u1037\u103a\u1039', end: 'က' },
};

/** About `bytes` bytes of UTF-8 of the kind. */
export function adversarialText(kind: AdversarialKind, bytes: number): string {
  const { unit, end } = UNITS[kind];
  return unit.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(unit)))) + end;
}
