import { useId } from 'react';

/**
 * Mutually exclusive choices (Rent/Sale, Agent/Owner) as one labelled radio group, with its error
 * bound to the group. Each radio is visually hidden inside the button drawn for it, which shows the
 * keyboard's focus ring in its place.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      {/* Each choice is as wide as its label at least, never wrapping inside its button (the
          Burmese 'Rent & Sale' did); the free room is shared out, and a row too narrow for all
          of them wraps between buttons. */}
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            htmlFor={`${id}-${o.value}`}
            className="flex min-h-11 flex-auto cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-line bg-surface px-3 text-sm font-medium text-fg has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-on-brand has-[[aria-invalid]:not(:checked)]:border-danger has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
          >
            <input
              id={`${id}-${o.value}`}
              type="radio"
              name={name}
              value={o.value}
              className="sr-only"
              aria-invalid={error ? true : undefined}
              {...(value !== undefined ? { checked: value === o.value, onChange: () => onChange?.(o.value) } : { defaultChecked: defaultValue === o.value })}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
