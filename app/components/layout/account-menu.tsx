import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCloseOnNavigation } from '../ui/use-close-on-navigation';
import { useDismiss } from '../ui/use-dismiss';
import type { SessionUser } from '../../lib/views/public-user';
import { useRootData, useT } from '../../lib/root-data';
import { Avatar } from './avatar';
import { SignOutForm } from './sign-out-form';

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-fg hover:bg-surface-2';

export function AccountMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const { newEnquiries } = useRootData();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useCloseOnNavigation(() => setOpen(false));
  const button = useRef<HTMLButtonElement>(null);
  useDismiss({ isOpen: () => open, close: () => setOpen(false), within: root, focusBack: () => button.current });

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t('Account menu')}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-11 items-center justify-center rounded-full"
      >
        <Avatar src={user.avatar} name={user.username} />
      </button>
      {/* New enquiries, beside the button rather than in it (its name stays its words); the menu's
          Enquiries item says how many in words. */}
      {newEnquiries > 0 && (
        <span aria-hidden="true" className="pointer-events-none absolute right-0 top-0 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-semibold leading-5 text-on-danger">
          {newEnquiries > 99 ? '99+' : newEnquiries}
        </span>
      )}
      {open && (
        <div className="absolute right-0 z-40 mt-2 w-60 overflow-hidden rounded-xl border border-line bg-surface py-2 shadow-xl">
          <div className="border-b border-line px-4 pb-2">
            <p className="truncate text-sm font-semibold text-fg">{user.username}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </div>
          <Link to="/profile" className={itemClass}>
            {t('Profile')}
          </Link>
          <Link to="/dashboard?tab=dash" className={itemClass}>
            {t('Dashboard')}
          </Link>
          <Link to="/my-listing" className={itemClass}>
            {t('My Listings')}
          </Link>
          <Link to="/dashboard?tab=enquiries" className={`${itemClass} flex items-center justify-between gap-2`}>
            <span>{t('Enquiries')}</span>
            {newEnquiries > 0 && <span className="rounded bg-brand px-1.5 py-0.5 text-xs font-semibold text-on-brand">{t('{n} new', { n: newEnquiries })}</span>}
          </Link>
          <Link to="/favourites" className={itemClass}>
            {t('Saved homes')}
          </Link>
          <Link to="/saved-searches" className={itemClass}>
            {t('Saved searches')}
          </Link>
          <SignOutForm className={itemClass} />
        </div>
      )}
    </div>
  );
}
