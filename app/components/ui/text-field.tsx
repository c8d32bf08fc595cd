import { useId, type InputHTMLAttributes } from 'react';
import { controlAria, controlClass, Field, type FieldMessages } from './field';

/** A labelled text-like input with its hint and error bound to it for screen readers (files: FileField). */
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
      <input className={`min-h-11 ${controlClass}`} {...controlAria(id, { hint, error })} {...input} />
    </Field>
  );
}
