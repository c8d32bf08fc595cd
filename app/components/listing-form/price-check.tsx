// 'Did you mean 8 lakh?': under the price when the form's check (lib/forms/price-sense.ts) finds
// it unusual for its currency. The lister switches the currency with one tap, or ticks "The price
// is right", which sends `priceConfirmed` and lets the same check pass on both sides. Drawn by the
// server too (a refusal without scripts); the suggestion follows the price as it is typed.
import { useEffect, useRef, useState } from 'react';
import { priceDoubt, type PriceDoubt } from '../../lib/forms/price-sense';
import { formatPrice } from '../../lib/format-price';
import { useT } from '../../lib/root-data';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';

const field = (form: HTMLFormElement, name: string) => {
  const element = form.elements.namedItem(name);
  if (element instanceof RadioNodeList) return element.value;
  return element && 'value' in element ? String(element.value) : undefined;
};

const doubtIn = (form: HTMLFormElement | null | undefined): PriceDoubt | null =>
  form ? priceDoubt({ type: field(form, 'type'), currency: field(form, 'currency'), regularPrice: field(form, 'regularPrice') }) : null;

export function PriceCheck({
  error,
  sent,
  onSettle,
}: {
  /** The check's message, translated: the panel shows while there is one, or the box is ticked. */
  error?: string;
  /** What a refused submit sent (the page drawn again without scripts): the first drawing's values. */
  sent?: Record<string, unknown>;
  /** Checks the confirmation again once the form holds new values (the currency switched). */
  onSettle: () => void;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [confirmed, setConfirmed] = useState(sent?.priceConfirmed === 'on' || sent?.priceConfirmed === 'true');
  const [doubt, setDoubt] = useState<PriceDoubt | null>(() => (sent ? priceDoubt({ type: sent.type, currency: sent.currency, regularPrice: sent.regularPrice }) : null));
  const shown = !!error || confirmed;
  // The latest onSettle: the listeners below outlive the render that made them.
  const settle = useRef(onSettle);
  useEffect(() => {
    settle.current = onSettle;
  });
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!shown || !form) return;
    // A price, currency or type put right takes the question away without another submit.
    const follow = () => {
      setDoubt(doubtIn(form));
      settle.current();
    };
    // Read once drawn: the check that showed it ran on the values the form holds now.
    const frame = requestAnimationFrame(() => setDoubt(doubtIn(form)));
    form.addEventListener('input', follow);
    form.addEventListener('change', follow);
    return () => {
      cancelAnimationFrame(frame);
      form.removeEventListener('input', follow);
      form.removeEventListener('change', follow);
    };
  }, [shown]);
  if (!shown) return <div ref={box} hidden />;

  const switchCurrency = (currency: string) => {
    const form = box.current?.closest('form');
    const select = form?.elements.namedItem('currency');
    if (!(select instanceof HTMLSelectElement)) return;
    select.value = currency;
    setDoubt(doubtIn(form));
    onSettle();
    select.focus();
  };
  const other = doubt?.kind === 'other-currency' ? doubt : null;
  return (
    <div ref={box} className="flex flex-col gap-3 rounded-lg border border-accent bg-surface-2 p-3">
      <p className="text-sm font-semibold text-fg">
        {other
          ? other.currency === 'USD'
            ? t('Did you mean {price} a month?', { price: formatPrice(other.amount, 'USD') })
            : t('Did you mean {n} lakh?', { n: other.amount })
          : t('This price is very low for a home in Yangon. Is a digit missing?')}
      </p>
      {other && (
        <Button type="button" variant="secondary" onClick={() => switchCurrency(other.currency)}>
          {other.currency === 'USD' ? t('Change to USD') : t('Change to lakh MMK')}
        </Button>
      )}
      <CheckboxField name="priceConfirmed" label={t('The price is right')} checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} error={error} />
    </div>
  );
}
