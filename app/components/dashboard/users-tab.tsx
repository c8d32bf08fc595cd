// Users (admin): 9 at a time with "Show more" (the next batch comes from the dashboard's own
// loader, lib/show-more), an edit link to the admin's agent form, and delete after a
// confirmation (posted to the dashboard's action). The server decides what may be deleted
// (never the last admin).
import { Link } from '../ui/link';
import type { DashboardData } from '../../lib/views/admin-view';
import type { AdminUserView } from '../../lib/views/admin-view';
import { PAGE_SIZES } from '../../lib/constants';
import { useT, useUser } from '../../lib/root-data';
import { useShowMore } from '../../lib/show-more/use-show-more';
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
        <Table head={[t('Date created'), t('User image'), t('Username'), t('Email'), t('Admin'), t('Agency'), t('Edit'), t('Delete')]}>
          {rows.map((u) => (
            <tr key={u._id} className="border-t border-line">
              <td className={`${cellClass} text-muted`}>{timeAgo(u.createdAt, t)}</td>
              <td className={cellClass}>
                <Avatar src={u.avatar} name={u.username} size={40} />
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
      )}
      <ShowMoreButton more={more} />
      {remove.dialog}
    </div>
  );
}
