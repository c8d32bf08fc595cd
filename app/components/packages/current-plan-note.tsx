// On both plans pages (/price and the older /packages): the plan the user holds, how many
// listings it has left and when it ends, or that it has expired. /packages showed none of it,
// and offered 'Buy' on the plan the user was already paying for.
import { mediumDate } from '../../lib/dates';
import { useRootData, useT } from '../../lib/root-data';
import type { PackageStatus } from '../../lib/views/package-views';

export function CurrentPlanNote({ status }: { status: PackageStatus | null }) {
  const t = useT();
  const { lang } = useRootData();
  if (!status?.hasPackage || !status.package) return null;
  if (!status.isActive) {
    return <p className="rounded-lg border border-danger bg-danger-soft px-4 py-3 text-sm font-semibold text-danger">{t('Your package has expired')}</p>;
  }
  if (!status.expiresAt) return null;
  return (
    <p className="rounded-lg border border-line bg-surface-2 px-4 py-3 text-sm text-fg">
      {t('Your current plan: {title}', { title: t(status.package.title) })} ·{' '}
      {status.listingsLeft === 'Unlimited' ? t('Unlimited listings') : t('Listings left: {n}', { n: status.listingsLeft })} ·{' '}
      {t('Expires on {date}', { date: mediumDate(status.expiresAt, lang) })}
    </p>
  );
}
