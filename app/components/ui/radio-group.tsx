import { useId } from 'react';

/** Mutually exclusive choices (Rent/Sale, Agent/Owner) as one labelled radio group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      <div className="flex gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            htmlFor={`${id}-${o.value}`}
            className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-fg has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-on-brand"
          >
            <input
              id={`${id}-${o.value}`}
              type="radio"
              name={name}
              value={o.value}
              className="sr-only"
              {...(value !== undefined ? { checked: value === o.value, onChange: () => onChange?.(o.value) } : { defaultChecked: defaultValue === o.value })}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
