// Reviews (admin): moderation. Every review on the site, newest first, 10 at a time with "Show
// more" (the next batch comes from the dashboard's own loader, lib/show-more), each with its
// listing, author, stars and text, and a delete after confirmation (posted to the dashboard's
// action). The server lets an admin
// delete any review; the listing page keeps the delete control for the author alone.
import { Link } from 'react-router';
import type { DashboardData } from '../../lib/views/admin-view';
import { PAGE_SIZES } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import { useShowMore } from '../../lib/show-more/use-show-more';
import { timeAgo } from '../../lib/time-ago';
import { Stars } from '../listing/stars';
import { StatCard } from '../stat-card';
import { ShowMoreButton } from '../ui/show-more-button';
import { useToast } from '../ui/toast';
import { cellClass, DeleteCell, Table } from './table';
import { useConfirmedDelete } from './use-confirmed-delete';
import { useToastOnFailure } from './use-toast-on-failure';

type ReviewsData = Extract<DashboardData, { tab: 'reviews' }>;
type Row = ReviewsData['reviews'][number];

export function ReviewsTab({ data }: { data: ReviewsData }) {
  const t = useT();
  const toast = useToast();
  const more = useShowMore({
    first: data.reviews,
    firstHasMore: data.hasMore,
    pageSize: PAGE_SIZES.moderation,
    href: '/dashboard?tab=reviews',
    read: (batch: DashboardData) => (batch.tab === 'reviews' ? { items: batch.reviews, hasMore: batch.hasMore } : { items: [] }),
  });
  const rows: Row[] = more.items;
  useToastOnFailure(more.failed);

  const remove = useConfirmedDelete<Row>({
    intent: 'delete-review',
    id: (row) => row._id,
    question: t('Are you sure you want to delete this review?'),
    describe: (row) => `${t('Review by {name}', { name: row.user.username })} · ${row.listing.title}`,
    onAnswer: (row, answer) => {
      // A review its author deleted meanwhile (404) is gone all the same.
      if (answer.ok || answer.status === 404) more.drop(row._id);
      else toast(t('Failed to delete review.'));
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={t('Total Reviews')} total={data.totalReviews} lastMonth={data.lastMonthReviews} />
      </div>
      {rows.length === 0 ? (
        <p className="text-muted">{t('No reviews yet!')}</p>
      ) : (
        <Table head={[t('Date created'), t('Listing'), t('Author'), t('Rating'), t('Review'), t('Delete')]} minWidth="52rem" bodyProps={more.listProps}>
          {rows.map((r) => (
            <tr key={r._id} className="border-t border-line">
              <td className={`${cellClass} whitespace-nowrap text-muted`} suppressHydrationWarning>
                {timeAgo(r.createdAt, t)}
              </td>
              <td className={`${cellClass} font-medium`}>
                <Link to={`/listing/${r.listing.id}`} className="hover:text-brand">
                  {r.listing.title}
                </Link>
              </td>
              <td className={cellClass}>{r.user.username}</td>
              <td className={cellClass}>
                <Stars rating={r.rating} />
              </td>
              <td className={`${cellClass} max-w-xs whitespace-pre-line break-words`}>{r.content}</td>
              <DeleteCell name={t('Review by {name}', { name: r.user.username })} onDelete={() => remove.ask(r)} />
            </tr>
          ))}
        </Table>
      )}
      <ShowMoreButton more={more} />
      {remove.dialog}
    </div>
  );
}
