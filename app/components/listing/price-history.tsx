// The prices a listing has had, newest first, each with the date it was set: shown once the price
// has changed at least once (a single price is already in the summary).
import type { PricePoint } from '../../lib/price-drop';
import { mediumDate } from '../../lib/dates';
import { formatPrice } from '../../lib/format-price';
import { useRootData, useT } from '../../lib/root-data';

export function PriceHistory({ history, rent }: { history: PricePoint[]; rent: boolean }) {
  const t = useT();
  const { lang } = useRootData();
  if (history.length < 2) return null;
  const newestFirst = [...history].reverse();
  return (
    <section aria-labelledby="price-history-heading" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="price-history-heading" className="mb-3 text-lg font-semibold text-fg">
        {t('Price history')}
      </h2>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('Date')}</th>
            <th scope="col">{t('Price')}</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((point, i) => (
            <tr key={`${point.at}-${i}`} className="border-t border-line first:border-t-0">
              <td className="py-2 text-muted">{mediumDate(point.at, lang)}</td>
              <td className="py-2 text-end font-semibold text-fg">
                {formatPrice(point.price, point.currency, t)}
                {rent && ` ${t('/ month')}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
