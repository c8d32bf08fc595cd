// 'Report this listing' and 'Report this review': a button that opens the report form under it.
// The form's code (report-form.tsx) is fetched on the first tap, as the photo viewer's is: the
// listing page is at its first-visit script budget (tests/e2e/js-budget.e2e.ts), and few of its
// visitors ever report. Like the contact form's button, it waits for the scripts.
import { useState } from 'react';
import type { ReportTarget } from '../../lib/forms/report';
import { loadOnce } from '../../lib/load-once';
import { useT } from '../../lib/root-data';
import { useToast } from '../ui/toast';

type FormModule = typeof import('./report-form');

const loadForm = loadOnce((): Promise<FormModule> => import('./report-form'));

export const REPORT_TITLES: Record<ReportTarget, string> = { listing: 'Report this listing', review: 'Report this review' };

export function ReportDisclosure({ target, reviewId = '' }: { target: ReportTarget; reviewId?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const [loaded, setLoaded] = useState<FormModule | null>(null);
  const toggle = () => {
    setOpen(!open);
    if (!open && !loaded)
      loadForm().then(setLoaded, () => {
        setOpen(false);
        toast(t('Something went wrong. Try again later.'));
      });
  };
  return (
    <div className="text-sm">
      <button type="button" aria-expanded={open} onClick={toggle} className="inline-flex min-h-11 items-center font-medium text-muted underline hover:text-fg">
        {t(REPORT_TITLES[target])}
      </button>
      {open &&
        (loaded ? (
          <loaded.ReportForm target={target} reviewId={reviewId} title={t(REPORT_TITLES[target])} onDone={() => setOpen(false)} />
        ) : (
          <p role="status" className="text-muted">
            {t('Loading...')}
          </p>
        ))}
    </div>
  );
}
