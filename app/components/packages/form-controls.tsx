// Labelled controls the package and payment forms need beyond TextField (a text area, a select,
// a checkbox, a file picker), each with its error bound to it for screen readers.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control = 'rounded-lg border border-line bg-surface px-3 text-base text-fg placeholder:text-muted aria-[invalid]:border-danger';

function Described({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

type Common = { label: string; name: string; error?: string; hint?: string; className?: string };

export function TextAreaField({ label, error, hint, className = '', ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & Common) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea id={id} rows={5} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${control} py-2`} {...rest} />
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className = '',
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & Common & { children: ReactNode }) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${control} min-h-11`} {...rest}>
        {children}
      </select>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A checkbox that always sends a value: the hidden 'false' comes first and a ticked box adds
 * 'true' after it, so the schema can require the field and still read an unticked box.
 */
export function CheckboxField({ label, error, hint, className = '', name, ...rest }: InputHTMLAttributes<HTMLInputElement> & Common) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <input type="hidden" name={name} value="false" />
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm font-medium text-fg">
        <input id={id} type="checkbox" name={name} value="true" aria-describedby={describedBy(id, hint, error)} className="size-5 accent-brand" {...rest} />
        {label}
      </label>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

export function FileField({ label, error, hint, className = '', ...rest }: InputHTMLAttributes<HTMLInputElement> & Common) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="text-sm text-fg file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-surface-2 file:px-4 file:text-fg"
        {...rest}
      />
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}
