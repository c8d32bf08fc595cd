import { useId, type InputHTMLAttributes } from 'react';
import { describedBy, Messages, type FieldMessages } from './field';

/**
 * A checkbox inside its label. With `sendUnchecked` it always sends a value: a hidden 'false'
 * comes first and a ticked box adds 'true' after it, so a schema can require the field and
 * still read an unticked box.
 */
export function CheckboxField({
  label,
  error,
  hint,
  sendUnchecked = false,
  className = '',
  name,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & Omit<FieldMessages, 'counter'> & { label: string; name: string; sendUnchecked?: boolean }) {
  const id = useId();
  const box = (
    <label
      htmlFor={id}
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 text-sm text-fg has-[:checked]:border-brand ${className}`}
    >
      <input
        id={id}
        type="checkbox"
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className="size-5 shrink-0 accent-[var(--brand)]"
        {...(sendUnchecked && { value: 'true' })}
        {...input}
      />
      {label}
    </label>
  );
  return (
    <>
      {sendUnchecked && <input type="hidden" name={name} value="false" />}
      {hint || error ? (
        <div className="flex flex-col gap-1">
          {box}
          <Messages id={id} hint={hint} error={error} />
        </div>
      ) : (
        box
      )}
    </>
  );
}
