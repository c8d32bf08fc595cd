// What a signed-in user who is not an admin sees first: their package and the ways on.
import type { PackageStatus } from '../../lib/views/package-views';
import { useRootData, useT } from '../../lib/root-data';
import { mediumDate } from '../../lib/dates';
import { ButtonLink } from '../ui/button';
import { BecomeAgency } from '../account/become-agency';

export function UserWelcome({ status, displayName }: { status: PackageStatus; displayName: string }) {
  const t = useT();
  const { user, lang } = useRootData();
  const isAgency = user?.role === 'agent';
  let packageText: string;
  if (!status.hasPackage || !status.package) packageText = t('You have no package yet.');
  else if (!status.isActive) packageText = t('Your package has expired');
  else {
    const left = status.listingsLeft === 'Unlimited' ? t('Unlimited listings') : t('Listings left: {n}', { n: status.listingsLeft });
    packageText = `${t('Your current plan: {title}', { title: t(status.package.title) })} · ${left}`;
  }
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-xl border border-line bg-surface p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-fg">{t('Welcome, {name}!', { name: displayName })}</h2>
        <p className="mt-2 text-fg">{packageText}</p>
        {status.isActive && status.expiresAt && <p className="mt-1 text-sm text-muted">{t('Expires on {date}', { date: mediumDate(status.expiresAt, lang) })}</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          <ButtonLink to="/price" variant={status.isActive ? 'secondary' : 'primary'}>
            {status.isActive ? t('Packages') : t('Select Package')}
          </ButtonLink>
        </div>
      </section>
      <div className="grid gap-3 sm:grid-cols-3">
        <ButtonLink to="/create-listing">{t('Create Listing')}</ButtonLink>
        <ButtonLink to="/my-listing" variant="secondary">
          {t('My Listings')}
        </ButtonLink>
        {isAgency && (
          <ButtonLink to="/update-agent" variant="secondary">
            {t('Update Agency')}
          </ButtonLink>
        )}
      </div>
      {/* An owner is not an agency until they choose to be one: the choice, quietly. */}
      {!isAgency && <BecomeAgency />}
    </div>
  );
}
