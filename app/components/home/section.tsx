// The heading row of a home section, with an optional 'See all' link to the full list.
import { Link } from 'react-router';
import { useT } from '../../lib/root-data';
import { Alert } from '../ui/alert';
import { ArrowRight } from '../ui/icons';

export function SectionHeading({ id, title, subtitle, to }: { id: string; title: string; subtitle?: string; to?: string }) {
  const t = useT();
  return (
    <div className="mb-4 flex items-center justify-between gap-3">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-bold tracking-tight text-fg sm:text-2xl">
          {title}
        </h2>
        {subtitle && <p className="mt-0.5 text-sm text-muted">{subtitle}</p>}
      </div>
      {to && (
        <Link to={to} className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand hover:underline">
          {t('See all')}
          <span className="sr-only"> {title}</span>
          <ArrowRight size={16} />
        </Link>
      )}
    </div>
  );
}

/**
 * 'View More' under a list: the next 9 come from /home-lists/:list (the page was sent with the
 * first 9 only; components/home/home-batch.ts). It says so while they load, and says when
 * they could not be loaded.
 */
export function ViewMore({ onClick, controls, busy, failed }: { onClick: () => void; controls: string; busy: boolean; failed: boolean }) {
  const t = useT();
  return (
    <div className="mt-5 flex flex-col items-center gap-3">
      {failed && <Alert>{t('Something went wrong!')}</Alert>}
      <button
        type="button"
        onClick={onClick}
        disabled={busy}
        aria-controls={controls}
        className="min-h-11 rounded-lg border border-line bg-surface px-6 text-sm font-semibold text-fg hover:bg-surface-2 disabled:opacity-60"
      >
        {busy ? t('Loading...') : t('View More')}
      </button>
    </div>
  );
}
