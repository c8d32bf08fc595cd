// A township's medians by property type and bedrooms for one type (rent or sale): three columns,
// so it fits a 390 px phone without scrolling sideways.
import { bedroomsCell, perSqftParts } from '../../lib/insights-format';
import { useT } from '../../lib/root-data';
import { usePropertyTypeLabel } from '../../lib/use-property-type-label';
import type { PriceGroup } from '../../lib/views/price-insights';
import { MedianFigure } from './median-figure';

export function GroupTable({ caption, groups }: { caption: string; groups: PriceGroup[] }) {
  const t = useT();
  const typeLabel = usePropertyTypeLabel();
  return (
    <div className="rounded-xl border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-3 py-3">
              {t('Homes')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('Median price')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('Per sq ft')}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => {
            const perSqft = perSqftParts(t, g.perSqft);
            return (
              <tr key={`${g.propertyType}-${g.bedrooms}`} className="border-t border-line align-top">
                <th scope="row" className="px-3 py-2 font-normal">
                  <span className="block font-semibold text-fg">{typeLabel(g.propertyType)}</span>
                  <span className="block text-muted">
                    {t('Bedrooms')}: {bedroomsCell(t, g.bedrooms)}
                  </span>
                  <span className="block text-muted">{t('{n} listings', { n: g.listings })}</span>
                </th>
                <td className="px-3 py-2">
                  <MedianFigure median={g.median} perMonth={g.type === 'rent'} />
                </td>
                <td className="px-3 py-2">
                  {perSqft ? (
                    <span className="flex flex-col">
                      <span className="text-fg">{perSqft.mmk}</span>
                      <span className="text-muted">{perSqft.usd}</span>
                    </span>
                  ) : (
                    <span className="text-muted">–</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
