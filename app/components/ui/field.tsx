// The frame every labelled control shares: a bound label above the control, then its hint (while
// there is no error), its error, and an optional counter, all named by the control's
// aria-describedby so a screen reader reads them with it.
import type { ReactNode } from 'react';

export interface FieldMessages {
  hint?: string;
  error?: string;
  /** A live note such as "12 of 500 characters", shown at the end of the line below the control. */
  counter?: string;
}

/** The classes of a bordered text-like control (input, select, textarea). */
export const controlClass = 'rounded-lg border border-line bg-surface px-3 text-base text-fg placeholder:text-muted aria-[invalid]:border-danger';

/** The ids the control's aria-describedby names: only the messages that are shown. */
export function describedBy(id: string, { hint, error, counter }: FieldMessages): string | undefined {
  return [hint && !error && `${id}-hint`, counter && `${id}-counter`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/**
 * The attributes that tie a control to its messages: its id and ARIA links. Spread them after
 * an attribute written out, never first: on Node 20 an object that starts with a spread takes
 * V8's slow path for every property added after it (about 0.5 µs each), and a
 * server render makes hundreds of such objects.
 */
export function controlAria(id: string, messages: FieldMessages) {
  return { id, 'aria-invalid': messages.error ? true : undefined, 'aria-describedby': describedBy(id, messages) } as const;
}

export function Field({
  id,
  label,
  className = '',
  lineUp = false,
  children,
  ...messages
}: FieldMessages & { id: string; label: string; className?: string; lineUp?: boolean; children: ReactNode }) {
  // Lined up (`lineUp`, in a grid of fields side by side), the label, the control and the message
  // take three rows of the parent grid, shared with the fields beside it: a label that wraps (in
  // Burmese) moves its neighbours' controls down with its own, and the boxes stay level.
  const frame = lineUp ? 'row-span-3 grid grid-cols-1 grid-rows-subgrid gap-y-1' : 'flex flex-col gap-1';
  return (
    <div className={`${frame} min-w-0 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children}
      <Messages id={id} {...messages} />
    </div>
  );
}

/** The hint and error below a control (and the counter beside the error when there is one). */
export function Messages({ id, hint, error, counter }: FieldMessages & { id: string }) {
  const errorLine = error && (
    <p id={`${id}-error`} className="text-sm text-danger">
      {error}
    </p>
  );
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {counter ? (
        <div className="flex justify-between gap-3">
          {errorLine || <span />}
          <p id={`${id}-counter`} className="shrink-0 text-xs text-muted">
            {counter}
          </p>
        </div>
      ) : (
        errorLine
      )}
    </>
  );
}
