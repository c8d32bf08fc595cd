// Without an active package with listings left, the form is dimmed and this dialog offers the
// way out (spec: Select Package, Renew Now or Upgrade Now, all to /price).
//
// A native <dialog>: the server renders it open (so it shows before, and without, JavaScript),
// and once hydrated it is re-opened as a modal, which keeps keyboard focus inside it as the
// overlay keeps a pointer out of the page. Escape does not dismiss it: the page behind has
// nothing to offer without a package.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { PackageStatus } from '../../lib/views/package-views';
import { useT } from '../../lib/root-data';
import { buttonClass } from '../ui/button';
import { MONTHLY_LIMIT_REACHED, PACKAGE_NOT_ACTIVE } from '../../lib/package-rules';

export function PackageGate({ status }: { status: PackageStatus }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(':modal')) return;
    dialog.close();
    dialog.showModal();
  }, []);
  // The first visit of a new account lands here after sign-up: each case says what
  // is missing and what to do, and the button leads to the plans. A plan that is running but used
  // up is not 'not active': its heading is the server's refusal for it (the spec's 429 message).
  const [heading, title, next, action] = !status.hasPackage
    ? [PACKAGE_NOT_ACTIVE, 'You have no package yet.', 'Choose a plan to start posting listings.', 'Select Package']
    : !status.isActive
      ? [PACKAGE_NOT_ACTIVE, 'Your package has expired', 'Renew your plan to post again.', 'Renew Now']
      : [MONTHLY_LIMIT_REACHED, 'You have used all the listings of your package.', 'Choose a bigger plan to post more listings.', 'Upgrade Now'];
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="package-gate-title"
      onCancel={(event) => event.preventDefault()}
      className="fixed inset-0 z-40 m-0 flex h-full max-h-none w-full max-w-none items-center justify-center bg-black/50 p-4 backdrop:bg-transparent"
    >
      <div className="w-full max-w-sm rounded-2xl bg-surface p-6 text-center shadow-xl">
        <h2 id="package-gate-title" className="text-lg font-bold text-fg">
          {t(heading)}
        </h2>
        <p className="mt-2 text-sm text-muted">{t(title)}</p>
        <p className="mt-1 text-sm text-fg">{t(next)}</p>
        <Link to="/price" className={buttonClass('primary', 'mt-5 w-full')} autoFocus>
          {t(action)}
        </Link>
      </div>
    </dialog>
  );
}
