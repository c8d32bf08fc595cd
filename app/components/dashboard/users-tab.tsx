// Users (admin): 9 at a time with "Show more" (the next batch comes from the dashboard's own
// loader, lib/show-more), an edit link to the admin's agent form, and delete after a
// confirmation (posted to the dashboard's action). The server decides what may be deleted
// (never the last admin). A phone gets a card per user: the table's eight columns squeezed the
// e-mail to a few letters a line and left Edit and Delete off the screen.
import { ButtonLink, buttonClass } from '../ui/button';
import { Link } from 'react-router';
import type { DashboardData } from '../../lib/views/admin-view';
import type { AdminUserView } from '../../lib/views/admin-view';
import { PAGE_SIZES } from '../../lib/constants';
import { useT, useUser } from '../../lib/root-data';
import { useShowMore, type ShowMoreListProps } from '../../lib/show-more/use-show-more';
import { timeAgo } from '../../lib/time-ago';
import { Avatar } from '../layout/avatar';
import { StatCard } from '../stat-card';
import { ShowMoreButton } from '../ui/show-more-button';
import { useToast } from '../ui/toast';
import { cellClass, DeleteCell, EditCell, Table } from './table';
import { useConfirmedDelete } from './use-confirmed-delete';
import { useToastOnFailure } from './use-toast-on-failure';

export function UsersTab({ users, totalUsers, lastMonthUsers }: { users: AdminUserView[]; totalUsers: number; lastMonthUsers: number }) {
  const t = useT();
  const me = useUser();
  const toast = useToast();
  const more = useShowMore({
    first: users,
    pageSize: PAGE_SIZES.adminUsers,
    href: '/dashboard?tab=users',
    read: (data: DashboardData) => ({ items: data.tab === 'users' ? data.users : [] }),
  });
  const rows = more.items;
  useToastOnFailure(more.failed);

  const remove = useConfirmedDelete<AdminUserView>({
    intent: 'delete-user',
    id: (row) => row._id,
    question: t('Are you sure you want to delete this user?'),
    describe: (row) => `${row.username} (${row.email})`,
    onAnswer: (row, answer) => {
      if (answer.ok) more.drop(row._id);
      else toast(t(answer.message));
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={t('Total Users')} total={totalUsers} lastMonth={lastMonthUsers} />
      </div>
      {rows.length === 0 ? (
        <p className="text-muted">{t('No users yet.')}</p>
      ) : (
        <>
          <UserCards rows={rows} me={me?._id} onDelete={remove.ask} listProps={more.listProps} />
          <div className="hidden md:block">
            <Table head={[t('Date created'), t('User image'), t('Username'), t('Email'), t('Admin'), t('Agency'), t('Edit'), t('Delete')]} bodyProps={more.listProps}>
              {rows.map((u) => (
                <tr key={u._id} className="border-t border-line">
                  <td className={`${cellClass} text-muted`}>{timeAgo(u.createdAt, t)}</td>
                  <td className={cellClass}>
                    <Avatar src={u.avatar} name={u.username} size={40} lazy />
                  </td>
                  <td className={`${cellClass} font-medium`}>{u.username}</td>
                  <td className={`${cellClass} break-all`}>{u.email}</td>
                  <td className={cellClass}>{u.isAdmin ? <span className="font-semibold text-success">{t('Yes')}</span> : <span className="text-muted">{t('No')}</span>}</td>
                  <td className={cellClass}>
                    {u.agencyName ? (
                      <Link to={`/agent/${u._id}`} className="hover:text-brand">
                        {u.agencyName}
                      </Link>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                  <EditCell to={`/update-agent-by-admin/${u._id}`} name={u.username} />
                  {/* Your own account is deleted from your profile, not from this table. */}
                  <DeleteCell name={u.username} onDelete={u._id === me?._id ? undefined : () => remove.ask(u)} />
                </tr>
              ))}
            </Table>
          </div>
        </>
      )}
      <ShowMoreButton more={more} />
      {remove.dialog}
    </div>
  );
}

function UserCards({ rows, me, onDelete, listProps }: { rows: AdminUserView[]; me: string | undefined; onDelete: (row: AdminUserView) => void; listProps: ShowMoreListProps }) {
  const t = useT();
  return (
    <ul {...listProps} className="flex flex-col gap-3 md:hidden">
      {rows.map((u) => (
        <li key={u._id} className="rounded-xl border border-line bg-surface p-3">
          <div className="flex items-center gap-3">
            <Avatar src={u.avatar} name={u.username} size={40} lazy />
            <div className="flex min-w-0 flex-1 flex-col">
              <h2 className="font-semibold text-fg [overflow-wrap:anywhere]">{u.username}</h2>
              <p className="text-sm text-muted [overflow-wrap:anywhere]">{u.email}</p>
            </div>
          </div>
          <p className="mt-2 flex flex-wrap gap-x-2 text-sm text-muted">
            {u.isAdmin && (
              <>
                <span className="font-semibold text-success">{t('Admin')}</span>
                <span aria-hidden="true">·</span>
              </>
            )}
            {u.agencyName && (
              <>
                <Link to={`/agent/${u._id}`} className="font-medium text-fg hover:text-brand">
                  {u.agencyName}
                </Link>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span>{timeAgo(u.createdAt, t)}</span>
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <ButtonLink to={`/update-agent-by-admin/${u._id}`} variant="secondary" aria-label={`${t('Edit')}: ${u.username}`}>
              {t('Edit')}
            </ButtonLink>
            {/* Your own account is deleted from your profile, not from this list. */}
            {u._id !== me && (
              <button type="button" onClick={() => onDelete(u)} className={buttonClass('danger-outline')} aria-label={`${t('Delete')}: ${u.username}`}>
                {t('Delete')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
