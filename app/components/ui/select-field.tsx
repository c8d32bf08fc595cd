import { useId, type SelectHTMLAttributes } from 'react';
import { controlAria, controlClass, Field, type FieldMessages } from './field';

/** A labelled select of value/label pairs, with an optional empty first choice (the placeholder). */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  className = '',
  lineUp,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> &
  Omit<FieldMessages, 'counter'> & {
    label: string;
    name: string;
    options: { value: string; label: string }[];
    placeholder?: string;
    /** Line up with the fields beside it (Field). */
    lineUp?: boolean;
  }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className} lineUp={lineUp}>
      <select className={`min-h-11 w-full min-w-0 ${controlClass}`} {...controlAria(id, { hint, error })} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
