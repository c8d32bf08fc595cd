import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { useT } from '../../lib/root-data';
import { controlAria, Field, type FieldMessages } from './field';
import { FilePickButton } from './file-pick-button';

/**
 * A labelled file input sent with its form (the payment proof), drawn as a button in the page's
 * language with the chosen file's name beside it: the browser's own control would say 'Choose
 * File' and 'No file chosen' in the browser's language. The name shows once the page's scripts
 * run; before that the input works as it is, without the line. A reset of the form (the payment
 * inquiry's, once sent) empties the input, and the name goes with it.
 */
export function FileField({
  label,
  chooseText,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & Omit<FieldMessages, 'counter'> & { label: string; name: string; chooseText: string }) {
  const id = useId();
  const t = useT();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = box.current?.querySelector('input')?.form;
    const forget = () => setChosen(null);
    form?.addEventListener('reset', forget);
    return () => form?.removeEventListener('reset', forget);
  }, []);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div ref={box} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <FilePickButton
          input={{
            ...input,
            ...controlAria(id, { hint, error }),
            onChange: (event) => setChosen(Array.from(event.currentTarget.files ?? [], (file) => file.name).join(', ') || null),
          }}
          text={chooseText}
        />
        {hydrated && <span className="min-w-0 break-all text-sm text-muted">{chosen ?? t('No file chosen')}</span>}
      </div>
    </Field>
  );
}
