// One tap on a My Listings row marks the home rented out or sold, or available again, through the
// page's action (domain/listings/set-listing-status.server.ts), with an Undo beside the result. A
// fetcher per listing, shared by key: the row's status text and its button show the same state,
// the tapped one at once (optimistic) and the stored one once the answer comes.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/root-data';
import { buttonClass } from '../ui/button';
import { useToast } from '../ui/toast';

export const STATUS_INTENT = 'set-status';

export type StatusAnswer = { ok: true; status: string } | { ok: false; status: number; message: string };

interface Row {
  _id: string;
  name: string;
  type: string;
  propertyStatus: string;
}

const AVAILABLE = 'Still Available';
const doneStatus = (type: string) => (type === 'sale' ? 'Sold Out' : 'Rented Out');

/** The listing's status as the page should show it now: a tap on its way included. */
export function useShownStatus(row: Row) {
  const fetcher = useFetcher<StatusAnswer>({ key: `status:${row._id}` });
  const pending = fetcher.formData?.get('status');
  const stored = fetcher.data?.ok ? fetcher.data.status : row.propertyStatus;
  return { status: typeof pending === 'string' ? pending : stored, fetcher };
}

/** The status, in words, for the row's line of facts. */
export function ShownStatus({ row }: { row: Row }) {
  const t = useT();
  return <>{t(useShownStatus(row).status)}</>;
}

const markLabel = (status: string) => (status === 'Rented Out' ? 'Mark as rented out' : status === 'Sold Out' ? 'Mark as sold' : 'Mark as available');
const doneLabel = (status: string) => (status === 'Rented Out' ? 'Marked as rented out.' : status === 'Sold Out' ? 'Marked as sold.' : 'Marked as available.');

/** The row's one-tap button, and after a tap the result with its Undo. `compact`: the table's cell. */
export function StatusToggle({ row, compact = false, children }: { row: Row; compact?: boolean; children?: ReactNode }) {
  const t = useT();
  const toast = useToast();
  const { status, fetcher } = useShownStatus(row);
  // The status before the last tap, for Undo; null once undone (or before any tap).
  const [undoTo, setUndoTo] = useState<string | null>(null);
  const next = status === AVAILABLE ? doneStatus(row.type) : AVAILABLE;
  // Both layouts (cards, table) draw the row and share its fetcher: the one tapped tells a refusal.
  const [tapped, setTapped] = useState(false);
  const send = (to: string) => {
    setTapped(true);
    void fetcher.submit({ intent: STATUS_INTENT, id: row._id, status: to }, { method: 'post', action: '/my-listing' });
  };
  const failure = tapped && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  useEffect(() => {
    if (failure) toast(t(failure), 'danger');
  }, [failure, fetcher.data, toast, t]);
  // Not disabled while sent (that would drop the keyboard's focus): a second tap waits its turn.
  const busy = fetcher.state !== 'idle';
  const mark = useRef<HTMLButtonElement>(null);
  const button = (
    <button
      ref={mark}
      type="button"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        setUndoTo(status);
        send(next);
      }}
      aria-label={`${t(markLabel(next))}: ${row.name}`}
      className={compact ? 'inline-flex min-h-11 items-center text-left font-semibold text-brand aria-disabled:opacity-60' : buttonClass('secondary')}
    >
      {t(markLabel(next))}
    </button>
  );
  // Always in the page, so that a screen reader hears what changed.
  const result = (
    <p role="status" className={`flex flex-wrap items-center gap-x-2 text-muted empty:hidden ${compact ? 'text-xs' : 'mt-1 text-sm'}`}>
      {undoTo !== null && fetcher.data?.ok && (
        <>
          <span>{t(doneLabel(status))}</span>
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              const back = undoTo;
              setUndoTo(null);
              send(back);
              // Undo goes with what it undid: the focus moves to the row's button.
              mark.current?.focus();
            }}
            aria-label={`${t('Undo')}: ${row.name}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline hover:no-underline"
          >
            {t('Undo')}
          </button>
        </>
      )}
    </p>
  );
  if (compact) {
    return (
      <div className="flex flex-col items-start">
        {button}
        {result}
      </div>
    );
  }
  // The card's row of two: this button, then what the card puts beside it (its Edit).
  return (
    <>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {button}
        {children}
      </div>
      {result}
    </>
  );
}
