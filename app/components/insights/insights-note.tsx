// What the figures are: when they were computed and what they leave out.
import { useT } from '../../lib/root-data';

export function InsightsNote({ computedAt }: { computedAt: string | null }) {
  const t = useT();
  return (
    <p className="mt-2 text-sm text-muted">
      {computedAt ? `${t('Updated {date}.', { date: computedAt })} ` : ''}
      {t('Asking prices of the live listings on Yangon Homes. A median is shown for groups of 5 or more listings; hidden and duplicate listings are left out.')}
    </p>
  );
}
