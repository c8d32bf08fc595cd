// A pasted post (readListingPost) laid over what the listing form holds: the fields it states
// are filled, everything else the lister typed stays, and the post becomes the description
// unless one is written. The answer has the form's own shape (what a failed save sends back).
import { DRAFT_FIELDS, type ListingPostReading, type PostMarks } from '../../lib/views/listing-draft';
import { sanitizeRichText } from '../../server-lib/sanitize.server';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The post as rich text: one paragraph per line, nothing of it read as markup. */
export function postAsDescription(text: string): string {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

const isBlankHtml = (html: unknown) => typeof html !== 'string' || !html.replace(/<[^<>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

export function fillListingForm({ values, reading }: { values: Record<string, unknown>; reading: ListingPostReading }): { values: Record<string, unknown>; marks: PostMarks } {
  const filled: Record<string, unknown> = { ...values, post: reading.text };
  for (const field of DRAFT_FIELDS) {
    const value = reading.draft[field];
    if (value === undefined) continue;
    // A checkbox is sent as 'on' when ticked and not at all otherwise.
    if (typeof value === 'boolean') {
      if (value) filled[field] = 'on';
      else delete filled[field];
    } else filled[field] = String(value);
  }
  if (isBlankHtml(values.description)) filled.description = sanitizeRichText(postAsDescription(reading.text));
  const words: PostMarks['words'] = {};
  for (const { field, text } of reading.evidence) {
    if (reading.draft[field] === undefined) continue;
    const list = (words[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return { values: filled, marks: { words, ambiguous: reading.ambiguous } };
}
