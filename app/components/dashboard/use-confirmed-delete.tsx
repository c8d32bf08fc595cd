// Delete a row of a table after the spec's confirmation: ask(row) opens the question, "Yes, I am
// sure" posts the row's intent and id to the page's own action through a fetcher
// (lib/row-delete.ts), and the page decides what the answer changes. A session that ended
// meanwhile is the action's to handle: it sends the visitor to /sign-in and back.
import { useEffect, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/root-data';
import type { RowDelete, RowDeleteAnswer } from '../../lib/row-delete';
import { ConfirmDialog } from '../ui/confirm-dialog';

export function useConfirmedDelete<Row>({
  intent,
  id,
  question,
  describe,
  onAnswer,
}: {
  /** The kind of row, as the page's action knows it (delete-user, delete-listing, ...). */
  intent: string;
  id: (row: Row) => string;
  question: string;
  /** What the dialog says of the row under the question, so the right one is deleted: its name (in bold), or more. */
  describe?: (row: Row) => ReactNode;
  /** Called once the dialog has closed, with the row and the action's answer. */
  onAnswer: (row: Row, answer: RowDeleteAnswer) => void | Promise<void>;
}): { ask: (row: Row) => void; dialog: ReactNode } {
  const t = useT();
  const fetcher = useFetcher<RowDeleteAnswer>();
  const [toDelete, setToDelete] = useState<Row | null>(null);
  // The row sent, and the answer before it (which is not this one's).
  const [sent, setSent] = useState<{ row: Row; before: RowDeleteAnswer | undefined } | null>(null);

  function confirm() {
    if (!toDelete || sent) return;
    setSent({ row: toDelete, before: fetcher.data });
    const fields: RowDelete = { intent, id: id(toDelete) };
    void fetcher.submit({ ...fields }, { method: 'post' });
  }

  // The answer arrived: close the dialog and hand it over, once.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!sent || !answer || answer === sent.before) return;
    setSent(null);
    setToDelete(null);
    void onAnswer(sent.row, answer);
    // onAnswer is the page's latest; the answer alone decides when this runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, sent]);

  const dialog = (
    <ConfirmDialog
      open={toDelete !== null}
      question={question}
      detail={toDelete !== null && describe ? asDetail(describe(toDelete)) : undefined}
      confirmLabel={t('Yes, I am sure')}
      cancelLabel={t('No, cancel')}
      busy={sent !== null}
      onConfirm={confirm}
      onCancel={() => setToDelete(null)}
    />
  );
  return { ask: setToDelete, dialog };
}

/** A row's name alone is set in bold, as the row a reader is about to lose. */
function asDetail(detail: ReactNode): ReactNode {
  return typeof detail === 'string' ? <p className="font-semibold text-fg">{detail}</p> : detail;
}
