// The 'Powered by' block of the agent list: who runs the directory and how to reach them.
import { Link } from 'react-router';
import { useT } from '../../lib/root-data';
import { buttonClass } from '../ui/button';
import { Home } from '../ui/icons';

export function PoweredBy() {
  const t = useT();
  return (
    <aside aria-labelledby="powered-by-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('Powered by')}</p>
      <div className="mt-2 flex items-center gap-3">
        <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand text-on-brand">
          <Home size={26} />
        </span>
        <h2 id="powered-by-heading" className="text-xl font-bold text-fg">
          Yangon Homes
        </h2>
      </div>
      <p className="mt-3 text-sm text-muted">
        {t('Yangon Homes runs this directory. Every agency here has a public profile with its contact details and its listings, so you can check who you are dealing with before you call.')}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/about" className={buttonClass('secondary')}>
          {t('About us')}
        </Link>
        {/* How to reach the team; the footer right below already invites agencies to join. */}
        <Link to="/contact" className={buttonClass('primary')}>
          {t('Contact us')}
        </Link>
      </div>
    </aside>
  );
}
