// Without an active package with listings left, the form is dimmed and this dialog offers the
// way out (spec: Select Package, Renew Now or Upgrade Now, all to /price).
import { Link } from 'react-router';
import type { PackageStatus } from '../../domain/packages/status.server';
import { useT } from '../../lib/root-data';
import { buttonClass } from '../ui/button';

export function PackageGate({ status }: { status: PackageStatus }) {
  const t = useT();
  const [title, action] = !status.hasPackage
    ? ['You have no package yet.', 'Select Package']
    : !status.isActive
      ? ['Your package has expired', 'Renew Now']
      : ['You have used all the listings of your package.', 'Upgrade Now'];
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="package-gate-title" className="fixed inset-0 z-40 flex items-center justify-center bg-black/50 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-surface p-6 text-center shadow-xl">
        <h2 id="package-gate-title" className="text-lg font-bold text-fg">
          {t('Your package is not active')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t(title)}</p>
        <Link to="/price" className={buttonClass('primary', 'mt-5 w-full')} autoFocus>
          {t(action)}
        </Link>
      </div>
    </div>
  );
}
