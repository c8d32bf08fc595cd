// Delete a row of a dashboard table after the spec's confirmation: ask(row) opens the question,
// "Yes, I am sure" sends the DELETE, and the tab decides what the answer changes.
import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/root-data';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useAdminCall, type CallAnswer } from './use-admin-call';

export function useConfirmedDelete<Row>({
  url,
  question,
  onAnswer,
}: {
  url: (row: Row) => string;
  question: string;
  /** Called once the dialog has closed, with the row and the server's answer. */
  onAnswer: (row: Row, answer: CallAnswer<object>) => void | Promise<void>;
}): { ask: (row: Row) => void; dialog: ReactNode } {
  const t = useT();
  const call = useAdminCall();
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!toDelete) return;
    setBusy(true);
    const answer = await call(url(toDelete), 'DELETE');
    setBusy(false);
    setToDelete(null);
    await onAnswer(toDelete, answer);
  }

  const dialog = (
    <ConfirmDialog
      open={toDelete !== null}
      question={question}
      confirmLabel={t('Yes, I am sure')}
      cancelLabel={t('No, cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setToDelete(null)}
    />
  );
  return { ask: setToDelete, dialog };
}
