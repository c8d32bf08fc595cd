// Posts (admin): newest first, 9 at a time with "Show more" (the next batch comes from the
// dashboard's own loader through a fetcher), delete after confirmation, edit on /update-post.
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { DashboardData } from '../../lib/views/admin-view';
import { PAGE_SIZES } from '../../lib/constants';
import { useT, useUser } from '../../lib/root-data';
import { timeAgo } from '../../lib/time-ago';
import { StatCard } from '../stat-card';
import { Button, ButtonLink } from '../ui/button';
import { cellClass, DeleteCell, EditCell, Table, ThumbCell } from './table';
import { useConfirmedDelete } from './use-confirmed-delete';

type PostsData = Extract<DashboardData, { tab: 'posts' }>;
type Row = PostsData['posts'][number];

export function PostsTab({ data }: { data: PostsData }) {
  const t = useT();
  const me = useUser();
  const more = useFetcher<DashboardData>();
  const [rows, setRows] = useState<Row[]>(data.posts);
  const [hasMore, setHasMore] = useState(data.posts.length === PAGE_SIZES.posts);
  useEffect(() => {
    setRows(data.posts);
    setHasMore(data.posts.length === PAGE_SIZES.posts);
  }, [data.posts]);
  useEffect(() => {
    const batch = more.data;
    if (batch?.tab !== 'posts') return;
    setRows((current) => [...current, ...batch.posts.filter((p) => !current.some((c) => c._id === p._id))]);
    setHasMore(batch.posts.length === PAGE_SIZES.posts);
  }, [more.data]);

  const remove = useConfirmedDelete<Row>({
    url: (row) => `/api/post/deletepost/${row._id}/${me?._id ?? ''}`,
    question: t('Are you sure you want to delete this post?'),
    onAnswer: (row, answer) => {
      if (answer.ok) setRows((current) => current.filter((r) => r._id !== row._id));
      else console.error('Delete failed', answer.status);
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <StatCard label={t('Total Posts')} total={data.totalPosts} lastMonth={data.lastMonthPosts} />
        <ButtonLink to="/create-post">{t('Create a post')}</ButtonLink>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted">{t('You have no posts yet!')}</p>
      ) : (
        <Table head={[t('Date updated'), t('Post image'), t('Post title'), t('Category'), t('Delete'), t('Edit')]}>
          {rows.map((p) => (
            <tr key={p._id} className="border-t border-line">
              <td className={`${cellClass} text-muted`}>{timeAgo(p.updatedAt, t)}</td>
              <ThumbCell to={`/post/${encodeURIComponent(p.slug)}`} label={p.title} src={p.image} />
              <td className={`${cellClass} font-medium`}>
                <Link to={`/post/${encodeURIComponent(p.slug)}`} className="hover:text-brand">
                  {p.title}
                </Link>
              </td>
              <td className={cellClass}>{t(p.category)}</td>
              <DeleteCell name={p.title} onDelete={() => remove.ask(p)} />
              <EditCell to={`/update-post/${p._id}`} name={p.title} />
            </tr>
          ))}
        </Table>
      )}
      {hasMore && (
        <div className="text-center">
          <Button variant="secondary" disabled={more.state !== 'idle'} onClick={() => void more.load(`/dashboard?tab=posts&startIndex=${rows.length}`)}>
            {t('Show more')}
          </Button>
        </div>
      )}
      {remove.dialog}
    </div>
  );
}
