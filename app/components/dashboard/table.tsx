// The dashboard tables' frame: scrolls sideways on a phone instead of squeezing its columns.
import type { ReactNode } from 'react';

export function Table({ head, children, minWidth = '44rem' }: { head: string[]; children: ReactNode; minWidth?: string }) {
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2 align-middle';
export const linkButtonClass = 'inline-flex min-h-11 items-center font-semibold';
