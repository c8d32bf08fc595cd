// Every rate set so far, newest first, with its date and who set it: a table on every screen
// (three short columns fit a phone).
import { mediumDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format-number';
import { useRootData, useT } from '../../lib/root-data';
import type { ExchangeRateView } from '../../lib/views/exchange-rate-view';

export function ExchangeRateHistory({ history }: { history: ExchangeRateView[] }) {
  const t = useT();
  const { lang } = useRootData();
  if (!history.length) return null;
  return (
    <section aria-labelledby="rate-history" className="mt-8">
      <h2 id="rate-history" className="mb-3 text-lg font-semibold text-fg">
        {t('Rates set before')}
      </h2>
      <table className="w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">{t('Date')}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t('Kyat to one US dollar')}</th>
            <th scope="col" className="py-2 font-medium">{t('Set by')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((rate) => (
            <tr key={rate.setAt} className="border-t border-line">
              <td className="py-2 pr-3">{mediumDate(rate.setAt, lang)}</td>
              <td className="py-2 pr-3 tabular-nums">{formatNumber(rate.kyatPerUsd)}</td>
              <td className="py-2">{rate.setBy ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
