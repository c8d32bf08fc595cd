// Users (admin): 9 at a time with "Show more", an edit link to the admin's agent form, and
// delete after a confirmation. The server decides what may be deleted (never the last admin).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AdminUserView } from '../../lib/views/admin-view';
import { PAGE_SIZES } from '../../lib/constants';
import { useT, useUser } from '../../lib/root-data';
import { timeAgo } from '../../lib/time-ago';
import { Avatar } from '../layout/avatar';
import { StatCard } from '../stat-card';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { cellClass, DeleteCell, EditCell, Table } from './table';
import { useAdminCall } from './use-admin-call';
import { useConfirmedDelete } from './use-confirmed-delete';

export function UsersTab({ users, totalUsers, lastMonthUsers }: { users: AdminUserView[]; totalUsers: number; lastMonthUsers: number }) {
  const t = useT();
  const me = useUser();
  const call = useAdminCall();
  const toast = useToast();
  const [rows, setRows] = useState(users);
  const [hasMore, setHasMore] = useState(users.length === PAGE_SIZES.adminUsers);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setRows(users);
    setHasMore(users.length === PAGE_SIZES.adminUsers);
  }, [users]);

  async function showMore() {
    setBusy(true);
    const answer = await call<{ users: AdminUserView[] }>(`/api/user/getusers?startIndex=${rows.length}`);
    setBusy(false);
    const more = answer.body?.users;
    if (!answer.ok || !more) return toast(t('Something went wrong. Try again later.'));
    setRows((current) => [...current, ...more.filter((u) => !current.some((c) => c._id === u._id))]);
    setHasMore(more.length === PAGE_SIZES.adminUsers);
  }

  const remove = useConfirmedDelete<AdminUserView>({
    url: (row) => `/api/user/delete/${row._id}`,
    question: t('Are you sure you want to delete this user?'),
    onAnswer: (row, answer) => {
      if (answer.ok) setRows((current) => current.filter((r) => r._id !== row._id));
      else if (answer.status !== 401) toast(t(answer.body?.message ?? 'Something went wrong'));
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
      {hasMore && (
        <div className="text-center">
          <Button variant="secondary" onClick={() => void showMore()} disabled={busy}>
            {t('Show more')}
          </Button>
        </div>
      )}
      {remove.dialog}
    </div>
  );
}
