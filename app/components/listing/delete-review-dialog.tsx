// Confirmation before a review is deleted. A native modal <dialog>: it traps focus, closes on
// Escape and gives focus back to the button that opened it. "Yes" posts to the listing page's
// action (intent=delete-review) through a fetcher; the page loads again after it.
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { NetworkFailure } from '../../lib/network-failure';
import type { RowDelete, RowDeleteAnswer } from '../../lib/row-delete';
import { useT } from '../../lib/root-data';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

export const DELETE_FAILED = 'Failed to delete review.';

export function DeleteReviewDialog({ reviewId, open, onClose }: { reviewId: string; open: boolean; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<RowDeleteAnswer | NetworkFailure>();
  const busy = fetcher.state !== 'idle';
  const [failed, setFailed] = useState(false);

  // The action's answer, taken once: done closes the dialog (the page's state, so in an effect).
  const taken = useRef(fetcher.data);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer || answer === taken.current) return;
    taken.current = answer;
    if (answer.ok) onClose();
    else {
      console.error('Deleting a review failed:', answer);
      setFailed(true);
    }
  }, [answer, onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setFailed(false);
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const confirm = () => {
    setFailed(false);
    const fields: RowDelete = { intent: 'delete-review', id: reviewId };
    void fetcher.submit({ ...fields }, { method: 'post' });
  };

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-5 text-fg shadow-xl backdrop:bg-black/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('Delete review')}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-muted">
        {t('Are you sure you want to delete this review?')}
      </p>
      {failed && (
        <div className="mt-3">
          <Alert>{t(DELETE_FAILED)}</Alert>
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          {t('No, cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={busy}>
          {busy ? t('Deleting...') : t('Yes, I am sure')}
        </Button>
      </div>
    </dialog>
  );
}
