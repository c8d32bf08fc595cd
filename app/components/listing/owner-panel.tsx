// What the lister sees on their own listing instead of the contact form: its state, the package
// it was posted under (whether they can post more), and the way to edit it. A lister has no use
// for a form that writes to themselves, nor for reviewing their own listing.
import type { PackageStatus } from '../../lib/views/package-views';
import { mediumDate } from '../../lib/dates';
import { useRootData, useT } from '../../lib/root-data';
import { ButtonLink } from '../ui/button';

export function OwnerPanel({
  listing,
  packageStatus,
}: {
  listing: { _id: string; propertyStatus: string };
  packageStatus: PackageStatus;
}) {
  const t = useT();
  const { lang } = useRootData();
  const { package: pkg, isActive, expiresAt } = packageStatus;
  const row = 'flex flex-wrap justify-between gap-x-3 gap-y-0.5';
  return (
    <section aria-labelledby="owner-heading" className="rounded-xl border border-brand/40 bg-surface p-4">
      <h2 id="owner-heading" className="text-lg font-semibold text-fg">
        {t('Your listing')}
      </h2>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        <div className={row}>
          <dt className="text-muted">{t('Property status')}</dt>
          <dd className="font-semibold text-fg">{t(listing.propertyStatus)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t('Package')}</dt>
          <dd className="font-semibold text-fg">
            {!pkg ? t('You have no package yet.') : isActive ? t(pkg.title) : t('Your package has expired')}
          </dd>
        </div>
        {pkg && isActive && expiresAt && (
          <div className={row}>
            <dt className="text-muted">{t('Package expires')}</dt>
            <dd className="font-semibold text-fg">{mediumDate(expiresAt, lang)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to={`/update-listing/${listing._id}`} className="flex-1">
          {t('Edit listing')}
        </ButtonLink>
        {!isActive && (
          <ButtonLink to="/price" variant="secondary" className="flex-1">
            {t('Select Package')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
