import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled textarea; an optional counter and the error are bound to it for screen readers. */
export function TextAreaField({
  label,
  error,
  counter,
  className = '',
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; counter?: string; name: string }) {
  const id = useId();
  const describedBy = [counter && `${id}-counter`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-28 rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg placeholder:text-muted aria-[invalid]:border-danger"
        {...textarea}
      />
      <div className="flex justify-between gap-3">
        {error ? (
          <p id={`${id}-error`} className="text-sm text-danger">
            {error}
          </p>
        ) : (
          <span />
        )}
        {counter && (
          <p id={`${id}-counter`} className="shrink-0 text-xs text-muted">
            {counter}
          </p>
        )}
      </div>
    </div>
  );
}
