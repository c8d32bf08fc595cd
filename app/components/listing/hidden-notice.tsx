// Shown on a hidden listing's page, which only its lister and admins can open: that it is
// hidden, and why (the reason the admin chose, also sent to the lister by e-mail), or that it
// waits for a moderator before it is published.
import { HELD_FOR_REVIEW } from '../../lib/duplicates';
import { useT } from '../../lib/root-data';
import type { HiddenState } from '../../lib/views/report-view';

export function HiddenNotice({ hidden }: { hidden: HiddenState }) {
  const t = useT();
  if (hidden.reason === HELD_FOR_REVIEW) {
    return (
      <p role="status" className="mt-3 rounded-xl border border-accent bg-surface-2 p-4 text-sm text-fg">
        <strong>{t('A moderator will check this listing before it is published.')}</strong> {t('It shares two of a photo, the price and the area with another lister’s listing. Until then, visitors cannot see it.')}
      </p>
    );
  }
  return (
    <p role="status" className="mt-3 rounded-xl border border-danger bg-danger-soft p-4 text-sm text-fg">
      <strong className="text-danger">{t('This listing is hidden.')}</strong> {t('Visitors cannot see this listing.')} {t('Reason')}: <strong>{t(hidden.label)}</strong>
    </p>
  );
}
