// "Usually replies within N hours" and the reply rate of a lister (domain/enquiries/response-stats
// .server.ts): on their profile and their listings' Listed By card. Nothing until they have had
// enough enquiries for the figures to mean something (the server then sends null).
import { useT } from '../../lib/root-data';
import type { ResponseStats } from '../../lib/views/enquiry-view';
import { Clock } from '../ui/icons';

export function ResponseTime({ stats, className = '' }: { stats: ResponseStats | null | undefined; className?: string }) {
  const t = useT();
  if (!stats) return null;
  const hours = stats.replyHours;
  return (
    <p className={`flex items-start gap-2 text-sm text-muted ${className}`}>
      <Clock size={16} className="mt-0.5 shrink-0" />
      <span>
        {hours !== null && <span className="block font-medium text-fg">{hours === 1 ? t('Usually replies within an hour') : t('Usually replies within {n} hours', { n: hours })}</span>}
        <span className="block">{t('Reply rate: {rate}%', { rate: stats.replyRate })}</span>
      </span>
    </p>
  );
}
