// The rating input: five native radio buttons, so the arrow keys, Tab and screen readers work
// as for any radio group. Each shows a star and its number; its name is "3 stars".
import { useId, useState } from 'react';
import { useT } from '../../lib/root-data';
import { Star } from '../ui/icons';

export function StarInput({ value, onChange, error }: { value: number | null; onChange: (n: number) => void; error?: string }) {
  const t = useT();
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-fg">{t('Your rating')}</legend>
      <div className="flex gap-1" onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n}>
            <input
              type="radio"
              id={`${id}-${n}`}
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={n === 1 ? t('1 star') : t('{n} stars', { n })}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-${n}`}
              onMouseEnter={() => setHover(n)}
              className="flex min-h-11 min-w-11 cursor-pointer flex-col items-center justify-center rounded-lg px-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand"
            >
              <Star filled={n <= shown} size={28} />
              <span className={`text-xs ${value === n ? 'font-bold text-fg' : 'text-muted'}`}>{n}</span>
            </label>
          </span>
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
