import { useId, type InputHTMLAttributes } from 'react';
import { controlAria, controlClass, Field, type FieldMessages } from './field';

const fileClass = 'text-sm text-fg file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-surface-2 file:px-4 file:text-fg';

/** A labelled input (text-like, or a file picker with type="file") with its hint and error bound to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  className = '',
  lineUp,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & Omit<FieldMessages, 'counter'> & { label: string; name: string; lineUp?: boolean }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className} lineUp={lineUp}>
      <input className={input.type === 'file' ? fileClass : `min-h-11 ${controlClass}`} {...controlAria(id, { hint, error })} {...input} />
    </Field>
  );
}
