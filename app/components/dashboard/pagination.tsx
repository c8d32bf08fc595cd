// Numbered pagination as links (works without JavaScript, and every page has its own URL):
// previous, three page numbers, next.
import { Link } from 'react-router';
import { useT } from '../../lib/root-data';
import { pageWindow } from './page-window';

const cell = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold';

export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('Pagination')} className="mt-4 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={href(page - 1)} className={`${cell} border-line bg-surface text-fg hover:bg-surface-2`}>
          {t('Previous')}
        </Link>
      )}
      {pageWindow(page, pageCount).map((n) => (
        <Link
          key={n}
          to={href(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('Page {n}', { n })}
          className={`${cell} ${n === page ? 'border-brand bg-brand text-on-brand' : 'border-line bg-surface text-fg hover:bg-surface-2'}`}
        >
          {n}
        </Link>
      ))}
      {page < pageCount && (
        <Link to={href(page + 1)} className={`${cell} border-line bg-surface text-fg hover:bg-surface-2`}>
          {t('Next')}
        </Link>
      )}
    </nav>
  );
}
