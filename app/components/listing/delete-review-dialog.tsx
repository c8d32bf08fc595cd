// Confirmation before a review is deleted. A native modal <dialog>: it traps focus, closes on
// Escape and gives focus back to the button that opened it.
import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../lib/root-data';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { sendJson } from './send-json';

export const DELETE_FAILED = 'Failed to delete review.';

export function DeleteReviewDialog({ reviewId, open, onClose }: { reviewId: string; open: boolean; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

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

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const answer = await sendJson(`/api/review/deletereview/${reviewId}`, 'DELETE');
      if (!answer.ok) throw new Error(answer.body?.message ?? `HTTP ${answer.status}`);
      onClose();
      await revalidator.revalidate();
    } catch (error) {
      console.error('Deleting a review failed:', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
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
