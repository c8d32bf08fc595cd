// The dashboard tables' frame (it scrolls sideways on a phone instead of squeezing its
// columns) and the cells every table repeats.
import type { ReactNode } from 'react';
import type { ShowMoreListProps } from '../../lib/show-more/use-show-more';
import { Link } from 'react-router';
import { smallImage } from '../../lib/media-url';
import { useT } from '../../lib/root-data';

export function Table({
  head,
  children,
  minWidth = '44rem',
  bodyProps,
}: {
  head: string[];
  children: ReactNode;
  minWidth?: string;
  /** A Show More list's rows: useShowMore's listProps. */
  bodyProps?: ShowMoreListProps;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <thead className="bg-surface-2 text-xs uppercase tracking-wide text-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...bodyProps}>{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2 align-middle';
export const linkButtonClass = 'inline-flex min-h-11 items-center font-semibold';

/** A row's thumbnail, linking where its title does (a grey box when it has no picture). */
export function ThumbCell({ to, label, src }: { to: string; label: string; src: string | null }) {
  return (
    <td className={cellClass}>
      <Link to={to} aria-label={label}>
        {src ? (
          <img src={smallImage(src)} alt="" width={80} height={53} className="h-[53px] w-20 rounded object-cover" />
        ) : (
          <span className="block h-[53px] w-20 rounded bg-surface-2" />
        )}
      </Link>
    </td>
  );
}

/** The Edit link of a row; `name` says which row to a screen reader. */
export function EditCell({ to, name }: { to: string; name: string }) {
  const t = useT();
  return (
    <td className={cellClass}>
      <Link to={to} className={`${linkButtonClass} text-brand`} aria-label={`${t('Edit')}: ${name}`}>
        {t('Edit')}
      </Link>
    </td>
  );
}

/** The Delete button of a row (an empty cell without onDelete). */
export function DeleteCell({ name, onDelete }: { name: string; onDelete?: () => void }) {
  const t = useT();
  return (
    <td className={cellClass}>
      {onDelete && (
        <button type="button" onClick={onDelete} className={`${linkButtonClass} text-danger`} aria-label={`${t('Delete')}: ${name}`}>
          {t('Delete')}
        </button>
      )}
    </td>
  );
}
