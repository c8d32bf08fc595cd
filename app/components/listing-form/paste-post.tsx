// "Paste a post": the top of the listing form. "Read the post" sends the whole form with the
// post (intent read-post), so without JavaScript the page comes back filled; with it, the form
// sends the same through a fetcher (listing-form.tsx) and stays where it is.
import { useT } from '../../lib/root-data';
import { READ_POST_INTENT, type DraftField, type PostMarks } from '../../lib/views/listing-draft';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/text-area-field';

export function PastePost({ initial, error, reading, open }: { initial: string; error?: string; reading: boolean; open: boolean }) {
  const t = useT();
  return (
    <details open={open || undefined} className="rounded-lg border border-line bg-surface p-4 lg:col-span-2">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-fg">{t('Paste a post')}</summary>
      <TextAreaField label={t('The post')} name="post" rows={6} defaultValue={initial} error={error} hint={t('Paste the text of your Facebook or Viber post: the fields it states are filled for you to check.')} className="mt-2" />
      <Button type="submit" name="intent" value={READ_POST_INTENT} variant="secondary" formNoValidate disabled={reading} className="mt-3">
        {reading ? t('Reading...') : t('Read the post')}
      </Button>
    </details>
  );
}

/** The note under a field a post filled (its words) or could not (it names more than one). */
export function useReadMarks(marks: PostMarks | undefined) {
  const t = useT();
  return (field: DraftField): string | undefined => {
    if (!marks) return undefined;
    if (marks.ambiguous.includes(field)) return t('The post names more than one: choose');
    const words = marks.words[field];
    return words?.length ? `${t('Read from the post')} · ${t('from “{words}”', { words: words.join('”, “') })}` : undefined;
  };
}

/** The same note as a line of its own, for a group (Rent or Sale) that has no hint of its own. */
export function ReadMark({ note }: { note?: string }) {
  return note ? <p className="-mt-2 text-xs text-brand-strong" data-read-mark>{note}</p> : null;
}
