// Users Listings (admin): every listing, 9 a page with numbered pagination (3 numbers at a
// time), delete after the spec's confirmation (posted to the dashboard's action), edit on the
// listing's own form.
import { useRevalidator, Link } from 'react-router';
import type { ListingView } from '../../lib/views/listing-view';
import type { HiddenState } from '../../lib/views/report-view';

/** A row: hidden listings are listed too, marked. */
type Row = ListingView & { hidden?: HiddenState | null };
import { useT } from '../../lib/root-data';
import { timeAgo } from '../../lib/time-ago';
import { Pagination } from '../ui/pagination';
import { cellClass, DeleteCell, EditCell, Table, ThumbCell } from './table';
import { useConfirmedDelete } from './use-confirmed-delete';

export function UsersListingsTab({ listings, page, pageCount, totalListings }: { listings: Row[]; page: number; pageCount: number; totalListings: number }) {
  const t = useT();
  const revalidator = useRevalidator();
  const remove = useConfirmedDelete<Row>({
    // The server decides from the session who may delete it.
    intent: 'delete-listing',
    id: (row) => row._id,
    question: t('Are you sure you want to delete this post?'),
    describe: (row) => row.name,
    onAnswer: async (_row, answer) => {
      // The spec: delete failures are logged, not shown.
      if (!answer.ok) console.error('Delete failed', answer.status);
      await revalidator.revalidate();
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('{n} listings', { n: totalListings })}</p>
      {listings.length === 0 ? (
        <p className="text-muted">{t('No listings on this page.')}</p>
      ) : (
        <Table head={[t('Date updated'), t('Post image'), t('Post title'), t('Category'), t('Property Status'), t('Delete'), t('Edit')]}>
          {listings.map((l) => (
            <tr key={l._id} className="border-t border-line">
              <td className={`${cellClass} text-muted`}>{timeAgo(l.updatedAt, t)}</td>
              <ThumbCell to={`/listing/${l._id}`} label={l.name} src={l.imageUrls[0] ?? null} />
              <td className={`${cellClass} font-medium`}>
                <Link to={`/listing/${l._id}`} className="hover:text-brand">
                  {l.name}
                </Link>
                {l.hidden && <span className="block text-xs font-normal text-danger">{t('Hidden')}</span>}
              </td>
              <td className={cellClass}>{l.type === 'rent' ? t('Rent') : t('Sale')}</td>
              <td className={cellClass}>{t(l.propertyStatus)}</td>
              <DeleteCell name={l.name} onDelete={() => remove.ask(l)} />
              <EditCell to={`/update-listing/${l._id}`} name={l.name} />
            </tr>
          ))}
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} href={(n) => `/dashboard?tab=users-listings&page=${n}`} />
      {remove.dialog}
    </div>
  );
}
