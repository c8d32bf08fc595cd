// 'Report this listing' and 'Report this review': a button that opens the report form under it.
// The form's code (report-form.tsx) is fetched on the first tap, as the photo viewer's is: the
// listing page is at its first-visit script budget (tests/e2e/js-budget.e2e.ts), and few of its
// visitors ever report. Like the contact form's button, it waits for the scripts.
import { useState } from 'react';
import type { ReportTarget } from '../../lib/constants';
import { useT } from '../../lib/root-data';

type FormModule = typeof import('./report-form');

let formModule: Promise<FormModule> | null = null;
/** The form's code, fetched once (and again after a failure, which may have been the network). */
function loadForm() {
  formModule ??= import('./report-form').catch((error: unknown) => {
    formModule = null;
    throw error;
  });
  return formModule;
}

export const REPORT_TITLES: Record<ReportTarget, string> = { listing: 'Report this listing', review: 'Report this review' };

export function ReportDisclosure({ target, reviewId = '' }: { target: ReportTarget; reviewId?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<FormModule | 'failed' | null>(null);
  const toggle = () => {
    setOpen(!open);
    if (!open && form === null) loadForm().then(setForm, () => setForm('failed'));
  };
  const loaded = form !== null && form !== 'failed' ? form : null;
  return (
    <div className="text-sm">
      <button type="button" aria-expanded={open} onClick={toggle} className="inline-flex min-h-11 items-center font-medium text-muted underline hover:text-fg">
        {t(REPORT_TITLES[target])}
      </button>
      {open &&
        (loaded ? (
          <loaded.ReportForm target={target} reviewId={reviewId} title={t(REPORT_TITLES[target])} onDone={() => setOpen(false)} />
        ) : (
          <p role={form === 'failed' ? 'alert' : 'status'} className="text-muted">
            {form === 'failed' ? t('Something went wrong. Try again later.') : t('Loading...')}
          </p>
        ))}
    </div>
  );
}
