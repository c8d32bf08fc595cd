// The dashboard's menu (spec section 2). On a phone it is a row of tabs that scrolls sideways
// under the heading; from lg up it is a column on the left. Admin items are only listed for
// admins (the loader refuses their tabs to anybody else as well). Items that have a page of
// their own (profile, listings, agency, admin's create, the packages) link straight to that page.
// On a phone the row starts scrolled to the current item, which could sit past the screen's edge.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT, useUser } from '../../lib/root-data';
import { SignOutForm } from '../layout/sign-out-form';

const itemClass = (active: boolean) =>
  `flex min-h-11 items-center justify-between gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium ${
    active ? 'bg-brand text-on-brand' : 'text-fg hover:bg-surface-2'
  }`;

export function DashboardSidebar({ active }: { active: string }) {
  const t = useT();
  const user = useUser();
  const isAdmin = !!user?.isAdmin;
  const items: { key: string; label: string; to: string; admin?: boolean; badge?: string }[] = [
    { key: 'dash', label: t('Dashboard'), to: '/dashboard?tab=dash' },
    { key: 'create-listing-by-admin', label: t('Create By Admin'), to: '/create-listing-admin', admin: true },
    { key: 'posts', label: t('Posts'), to: '/dashboard?tab=posts', admin: true },
    { key: 'users', label: t('Users'), to: '/dashboard?tab=users', admin: true },
    { key: 'users-listings', label: t('Users Listings'), to: '/dashboard?tab=users-listings', admin: true },
    { key: 'inbox', label: t('Inbox'), to: '/dashboard?tab=inbox', admin: true },
    { key: 'reviews', label: t('Reviews'), to: '/dashboard?tab=reviews', admin: true },
    { key: 'reports', label: t('Reports'), to: '/dashboard?tab=reports', admin: true },
    // The packages were reachable only by typing their address.
    { key: 'packages', label: t('Packages'), to: '/packages', admin: true },
    { key: 'assign-package', label: t('Assign Package'), to: '/admin-assign-package', admin: true },
    { key: 'exchange-rate', label: t('Exchange rate'), to: '/exchange-rate', admin: true },
    { key: 'profile', label: t('Profile'), to: '/profile', badge: isAdmin ? t('Admin') : t('User') },
    { key: 'my-listing', label: t('My Listing'), to: '/my-listing' },
    { key: 'favourites', label: t('Saved homes'), to: '/favourites' },
    { key: 'saved-searches', label: t('Saved searches'), to: '/saved-searches' },
    { key: 'create-listing', label: t('Create Listing'), to: '/create-listing' },
    { key: 'update-agency', label: t('Update Agency'), to: '/update-agent' },
  ];
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) list.scrollLeft += current.getBoundingClientRect().left - list.getBoundingClientRect().left - 16;
  }, [active]);
  return (
    <nav aria-label={t('Dashboard menu')} className="-mx-4 border-b border-line px-4 pb-2 lg:mx-0 lg:rounded-xl lg:border lg:bg-surface lg:p-2">
      <ul ref={row} className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
        {items
          .filter((item) => !item.admin || isAdmin)
          .map((item) => (
            <li key={item.key} className="shrink-0">
              <Link to={item.to} aria-current={item.key === active ? 'page' : undefined} className={itemClass(item.key === active)}>
                <span>{item.label}</span>
                {item.badge && (
                  <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${item.key === active ? 'bg-surface text-fg' : 'bg-surface-2 text-muted'}`}>
                    {item.badge}
                  </span>
                )}
              </Link>
            </li>
          ))}
        <li className="shrink-0 lg:mt-1 lg:border-t lg:border-line lg:pt-1">
          <SignOutForm className="flex min-h-11 w-full items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-danger hover:bg-danger-soft" />
        </li>
      </ul>
    </nav>
  );
}
