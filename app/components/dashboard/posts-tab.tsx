// Posts (admin): newest first, 9 at a time with "Show more" (the next batch comes from the
// dashboard's own loader, lib/show-more), delete after confirmation (posted to the dashboard's
// action), edit on /update-post.
import { Link } from 'react-router';
import type { DashboardData } from '../../lib/views/admin-view';
import { PAGE_SIZES } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import { useShowMore } from '../../lib/show-more/use-show-more';
import { timeAgo } from '../../lib/time-ago';
import { StatCard } from '../stat-card';
import { ButtonLink } from '../ui/button';
import { ShowMoreButton } from '../ui/show-more-button';
import { cellClass, DeleteCell, EditCell, Table, ThumbCell } from './table';
import { useConfirmedDelete } from './use-confirmed-delete';
import { useToastOnFailure } from './use-toast-on-failure';

type PostsData = Extract<DashboardData, { tab: 'posts' }>;
type Row = PostsData['posts'][number];

export function PostsTab({ data }: { data: PostsData }) {
  const t = useT();
  const more = useShowMore({
    first: data.posts,
    pageSize: PAGE_SIZES.posts,
    href: '/dashboard?tab=posts',
    read: (batch: DashboardData) => ({ items: batch.tab === 'posts' ? batch.posts : [] }),
  });
  const rows: Row[] = more.items;
  useToastOnFailure(more.failed);

  const remove = useConfirmedDelete<Row>({
    intent: 'delete-post',
    id: (row) => row._id,
    question: t('Are you sure you want to delete this post?'),
    describe: (row) => row.title,
    onAnswer: (row, answer) => {
      if (answer.ok) more.drop(row._id);
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
        <Table head={[t('Date updated'), t('Post image'), t('Post title'), t('Category'), t('Delete'), t('Edit')]} bodyProps={more.listProps}>
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
      <ShowMoreButton more={more} />
      {remove.dialog}
    </div>
  );
}
