// Shown on a hidden listing's page, which only its lister and admins can open: that it is
// hidden, and why (the reason the admin chose, also sent to the lister by e-mail).
import { useT } from '../../lib/root-data';
import type { HiddenState } from '../../lib/views/report-view';

export function HiddenNotice({ hidden, own }: { hidden: HiddenState; own: boolean }) {
  const t = useT();
  return (
    <div role="status" className="mt-3 rounded-xl border border-danger bg-danger-soft p-4 text-sm text-fg">
      <p className="font-semibold text-danger">{t('This listing is hidden')}</p>
      <p className="mt-1">{own ? t('An admin has hidden your listing after reports. Visitors cannot see it.') : t('Visitors cannot see this listing.')}</p>
      <p className="mt-1">
        {t('Reason')}: <span className="font-semibold">{t(hidden.label)}</span>
      </p>
    </div>
  );
}
