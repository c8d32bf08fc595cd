// A listing's reference number as people read it out on the phone: 'YH-000123'. Full-text search
// takes a term that is a reference (parseReference) as a look-up of that one listing.
export const formatReference = (refNo: number): string => `YH-${String(refNo).padStart(6, '0')}`;

/** 'YH-000123', 'yh123' or ' YH-123 ' → 123; null for anything else (nine digits at most: an integer column). */
export function parseReference(term: string): number | null {
  const match = /^\s*yh-?(\d{1,9})\s*$/i.exec(term);
  if (!match) return null;
  const n = Number(match[1]);
  return n > 0 ? n : null;
}
