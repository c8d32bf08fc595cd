// Numbered pages, 3 numbers at a time, with Previous and Next: the one pager of the portal
// (/search and the admin's Users Listings). Plain links: every page has its own URL, so it works
// without JavaScript, can be shared, and the Back button returns to it. Previous and Next stay in
// place, disabled, at either end, so the numbers never shift. Shown while there is more than one
// page, and on a page past the end (an old link) to lead back.
import { Link } from 'react-router';
import { useT } from '../../lib/root-data';
import { ChevronLeft, ChevronRight } from './icons';
import { pageWindow } from './page-window';

// Previous, three numbers and Next fit one row of a 390 px phone: the tighter gap and padding
// there take the 4 px it lacked (Next wrapped onto a row of its own).
const cell = 'flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-2.5 text-sm font-semibold sm:px-3';
const idle = `${cell} border-line bg-surface text-fg hover:bg-surface-2`;
const off = `${cell} border-line bg-surface text-muted opacity-50`;

export function Pagination({
  page,
  pageCount,
  href,
  preventScrollReset = false,
  className = 'mt-4',
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  /** Keep the scroll position: for a page that brings its own list into view (routes/search.tsx). */
  preventScrollReset?: boolean;
  /** The space above it, the page's own. */
  className?: string;
}) {
  const t = useT();
  if (pageCount <= 1 && page <= 1) return null;
  const pages = pageWindow({ page, pageCount });
  const previous = Math.min(page - 1, pageCount);
  return (
    <nav aria-label={t('Pagination')} className={`${className} flex justify-center`}>
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        <li>
          {previous >= 1 ? (
            <Link to={href(previous)} rel="prev" preventScrollReset={preventScrollReset} className={idle}>
              <ChevronLeft size={16} />
              {t('Previous')}
            </Link>
          ) : (
            <span aria-disabled="true" className={off}>
              <ChevronLeft size={16} />
              {t('Previous')}
            </span>
          )}
        </li>
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${cell} border-brand bg-brand text-on-brand`}>
                <span className="sr-only">{`${t('Page')} `}</span>
                {n}
              </span>
            ) : (
              <Link to={href(n)} preventScrollReset={preventScrollReset} className={idle} aria-label={t('Page {n}', { n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} rel="next" preventScrollReset={preventScrollReset} className={idle}>
              {t('Next')}
              <ChevronRight size={16} />
            </Link>
          ) : (
            <span aria-disabled="true" className={off}>
              {t('Next')}
              <ChevronRight size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
