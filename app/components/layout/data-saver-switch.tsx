// The "Data saver" switch, at the foot of every page: a labelled switch (its state read out as
// on or off) with a line saying what it does. The page is drawn again the chosen way.
import { useDataSaver, useSetDataSaver } from '../../lib/data-saver';
import { useT } from '../../lib/root-data';

export function DataSaverSwitch() {
  const t = useT();
  const on = useDataSaver();
  const setDataSaver = useSetDataSaver();
  return (
    <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 border-t border-line px-4 py-3">
      <span className="min-w-0">
        <span id="data-saver-label" className="block text-sm font-semibold text-fg">
          {t('Data saver')}
        </span>
        <span id="data-saver-hint" className="block text-xs text-muted">
          {t('Photos only when you tap them, at their smallest; maps only when asked for.')}
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="data-saver-label"
        aria-describedby="data-saver-hint"
        onClick={() => setDataSaver(!on)}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full"
      >
        <span aria-hidden="true" className={`relative inline-block h-6 w-11 rounded-full transition-colors ${on ? 'bg-brand' : 'bg-surface-2 ring-1 ring-line'}`}>
          <span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-[left] ${on ? 'left-[1.375rem]' : 'left-0.5'}`} />
        </span>
      </button>
    </div>
  );
}
