import { useId, type TextareaHTMLAttributes } from 'react';
import { controlAria, controlClass, Field, type FieldMessages } from './field';

/** A labelled textarea; its hint, error and optional counter are bound to it for screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  counter,
  className = '',
  rows = 5,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldMessages & { label: string; name: string }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} counter={counter} className={className}>
      <textarea rows={rows} className={`min-h-28 py-2 ${controlClass}`} {...controlAria(id, { hint, error, counter })} {...textarea} />
    </Field>
  );
}
