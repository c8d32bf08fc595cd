// The dashboard's menu (spec section 2). On a phone it is rows of chips under the heading, every
// item whole, or for an admin, whose items would fill a phone's screen, a menu that opens from one
// row naming the current item; from lg up it is a column on the left. Admin items are only listed for
// admins (the loader refuses their tabs to anybody else as well). Items that have a page of
// their own (profile, listings, agency, admin's create, the packages) link straight to that page.
import { useRef } from 'react';
import { Link } from 'react-router';
import { useRootData, useT, useUser } from '../../lib/root-data';
import { SignOutForm } from '../layout/sign-out-form';
import { ChevronRight } from '../ui/icons';
import { useDismissDetails } from '../ui/use-dismiss-details';

// On a phone each item is a chip, and the chips wrap onto as many rows as they need: a row that
// scrolls sideways cuts its last item off at the screen's edge ("Sav...") and hides the rest.
const itemClass = (active: boolean) =>
  `flex min-h-11 items-center justify-between gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium ${
    active ? 'bg-brand text-on-brand' : 'border border-line text-fg hover:bg-surface-2 lg:border-0'
  }`;

export function DashboardSidebar({ active }: { active: string }) {
  const t = useT();
  const user = useUser();
  const isAdmin = !!user?.isAdmin;
  const { newEnquiries } = useRootData();
  const isAgency = user?.role === 'agent';
  const items: { key: string; label: string; to: string; admin?: boolean; agency?: boolean; badge?: string }[] = [
    { key: 'dash', label: t('Dashboard'), to: '/dashboard?tab=dash' },
    { key: 'create-listing-by-admin', label: t('Create By Admin'), to: '/create-listing-admin', admin: true },
    { key: 'posts', label: t('Posts'), to: '/dashboard?tab=posts', admin: true },
    { key: 'users', label: t('Users'), to: '/dashboard?tab=users', admin: true },
    { key: 'users-listings', label: t('Users Listings'), to: '/dashboard?tab=users-listings', admin: true },
    { key: 'inbox', label: t('Inbox'), to: '/dashboard?tab=inbox', admin: true },
    { key: 'reviews', label: t('Reviews'), to: '/dashboard?tab=reviews', admin: true },
    { key: 'reports', label: t('Reports'), to: '/dashboard?tab=reports', admin: true },
    { key: 'duplicates', label: t('Possible duplicates'), to: '/moderation/duplicates', admin: true },
    // The packages were reachable only by typing their address.
    { key: 'packages', label: t('Packages'), to: '/packages', admin: true },
    { key: 'assign-package', label: t('Assign Package'), to: '/admin-assign-package', admin: true },
    { key: 'exchange-rate', label: t('Exchange rate'), to: '/exchange-rate', admin: true },
    // Only an admin's role is worth a badge: 'User' told an owner nothing.
    { key: 'profile', label: t('Profile'), to: '/profile', badge: isAdmin ? t('Admin') : undefined },
    { key: 'my-listing', label: t('My Listings'), to: '/my-listing' },
    { key: 'enquiries', label: t('Enquiries'), to: '/dashboard?tab=enquiries', badge: newEnquiries ? t('{n} new', { n: newEnquiries }) : undefined },
    { key: 'performance', label: t('Performance'), to: '/dashboard?tab=performance' },
    { key: 'favourites', label: t('Saved homes'), to: '/favourites' },
    { key: 'saved-searches', label: t('Saved searches'), to: '/saved-searches' },
    { key: 'notifications', label: t('Notifications'), to: '/notifications' },
    { key: 'create-listing', label: t('Create Listing'), to: '/create-listing' },
    // An agency's tool, for those who chose to be one (their profile or dashboard offers the choice).
    { key: 'update-agency', label: t('Update Agency'), to: '/update-agent', agency: true },
  ];
  const shown = items.filter((item) => (!item.admin || isAdmin) && (!item.agency || isAgency));
  const menu = (className: string, listClass: string) => (
    <nav aria-label={t('Dashboard menu')} className={className}>
      <ul className={listClass}>
        {shown.map((item, i) => (
          // An admin's own items begin after the site's: a line between them.
          <li key={item.key} className={`shrink-0 ${item.admin && !shown[i + 1]?.admin ? 'mb-1 border-b border-line pb-1 lg:mb-0' : ''}`}>
            <Link to={item.to} aria-current={item.key === active ? 'page' : undefined} className={itemClass(item.key === active)}>
              <span>{item.label}</span>
              {item.badge && (
                <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${item.key === active ? 'bg-surface text-fg' : 'bg-surface-2 text-muted'}`}>{item.badge}</span>
              )}
            </Link>
          </li>
        ))}
        {/* On a phone, signing out is in the account menu: one chip fewer above the page. */}
        <li className="hidden shrink-0 lg:mt-1 lg:block lg:border-t lg:border-line lg:pt-1">
          <SignOutForm className="flex min-h-11 w-full items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-danger hover:bg-danger-soft" />
        </li>
      </ul>
    </nav>
  );
  const column = 'lg:mx-0 lg:rounded-xl lg:border lg:bg-surface lg:p-2';
  if (!isAdmin) return menu(`-mx-4 border-b border-line px-4 pb-2 ${column}`, 'flex flex-wrap gap-1.5 pb-1 lg:flex-col lg:flex-nowrap lg:gap-1 lg:pb-0');
  return (
    <>
      <AdminPhoneMenu current={shown.find((item) => item.key === active)?.label ?? t('Dashboard')}>{menu('', 'flex flex-col gap-1')}</AdminPhoneMenu>
      {menu(`hidden ${column} lg:block`, 'flex flex-col gap-1')}
    </>
  );
}

/** An admin's menu on a phone: one row naming the current item, opening to the whole menu. */
function AdminPhoneMenu({ current, children }: { current: string; children: React.ReactNode }) {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  useDismissDetails(details);
  return (
    // Keyed by the current item: the next page comes with the menu closed.
    <details key={current} ref={details} className="group -mx-4 border-b border-line px-4 pb-2 lg:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg border border-line px-3 text-sm font-semibold text-fg [&::-webkit-details-marker]:hidden">
        <span>
          <span className="font-normal text-muted">{`${t('Dashboard menu')}: `}</span>
          {current}
        </span>
        <ChevronRight size={16} className="rotate-90 transition-transform group-open:-rotate-90" />
      </summary>
      <div className="pt-2">{children}</div>
    </details>
  );
}
