// What a new rate changes, before the admin sets it: how many listings get a new price in the
// other currency, a few of them before and after, and the one button that sets it.
import { Form, Link } from 'react-router';
import { formatNumber } from '../../lib/format-number';
import { formatPrice } from '../../lib/format-price';
import { useT, useTextLang } from '../../lib/root-data';
import type { RatePreview } from '../../lib/views/exchange-rate-view';
import { Button } from '../ui/button';

export function RatePreviewPanel({ preview, busy }: { preview: RatePreview; busy: boolean }) {
  const t = useT();
  const textLang = useTextLang();
  const rate = formatNumber(preview.kyatPerUsd);
  return (
    <section aria-labelledby="rate-preview" className="mt-4 flex flex-col gap-3 rounded-xl border border-brand bg-surface p-4">
      <h2 id="rate-preview" className="text-lg font-semibold text-fg">
        {t('What {rate} kyat to the dollar changes', { rate })}
      </h2>
      <p className="text-sm text-fg">
        {t('{usd} listings priced in US dollars get a new price in lakh, and {lakh} listings priced in lakh a new price in dollars.', {
          usd: formatNumber(preview.listings.usd),
          lakh: formatNumber(preview.listings.lakh),
        })}
      </p>
      {preview.examples.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('Example listings')}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{t('Listing')}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t('Now')}</th>
                <th scope="col" className="py-2 font-medium">{t('At the new rate')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.examples.map((example) => (
                <tr key={example._id} className="border-t border-line align-top">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <Link to={`/listing/${example._id}`} lang={textLang(example.name)} className="text-brand underline">
                      {example.name}
                    </Link>
                    <span className="block text-muted">{t('listed at {price}', { price: formatPrice(example.price, example.currency, t) })}</span>
                  </th>
                  <td className="py-2 pr-3 tabular-nums">{formatPrice(example.before, example.other, t)}</td>
                  <td className="py-2 font-semibold tabular-nums">{formatPrice(example.after, example.other, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="kyatPerUsd" value={preview.kyatPerUsd} />
        <Button type="submit" disabled={busy}>
          {busy ? t('Saving...') : t('Set the rate to {rate}', { rate })}
        </Button>
        <Link to="/exchange-rate" className="inline-flex min-h-11 items-center font-semibold text-brand">
          {t('Cancel')}
        </Link>
      </Form>
    </section>
  );
}
