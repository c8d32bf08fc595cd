// A modal yes/no question on the native <dialog>: focus is trapped, Escape cancels, and focus
// starts on the answer that changes nothing, so that Enter pressed twice deletes nothing.
import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from './button';

export function ConfirmDialog({
  open,
  question,
  detail,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  question: string;
  /** What exactly is at stake (the listing's title), under the question. */
  detail?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancel.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      aria-labelledby="confirm-question"
      aria-describedby={detail ? 'confirm-detail' : undefined}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-surface p-6 text-fg shadow-xl backdrop:bg-black/50"
    >
      <p id="confirm-question" className="text-center text-lg font-semibold">
        {question}
      </p>
      {detail && (
        <div id="confirm-detail" className="mt-2 text-center text-sm text-muted [overflow-wrap:anywhere]">
          {detail}
        </div>
      )}
      <div className="mt-6 flex gap-3">
        <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass('danger', 'flex-1')}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" onClick={onCancel} className={buttonClass('secondary', 'flex-1')}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
