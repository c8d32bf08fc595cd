// Users Listings (admin): every listing, 9 a page with numbered pagination (3 numbers at a
// time), delete after the spec's confirmation, edit on the listing's own form.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ListingView } from '../../domain/listings/listing-view';
import { smallImage } from '../../lib/media-url';
import { useT } from '../../lib/root-data';
import { timeAgo } from '../../lib/time-ago';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Pagination } from './pagination';
import { cellClass, linkButtonClass, Table } from './table';
import { useAdminCall } from './use-admin-call';

export function UsersListingsTab({ listings, page, pageCount, totalListings }: { listings: ListingView[]; page: number; pageCount: number; totalListings: number }) {
  const t = useT();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [toDelete, setToDelete] = useState<ListingView | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!toDelete) return;
    setBusy(true);
    // The admin table sends the owner's id as ?id= (spec); the server decides from the session.
    const answer = await call(`/api/listing/delete/${toDelete._id}?id=${toDelete.userRef}`, 'DELETE');
    setBusy(false);
    // The spec: delete failures are logged, not shown.
    if (!answer.ok) console.error('Delete failed', answer.status);
    setToDelete(null);
    await revalidator.revalidate();
  }

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
              <td className={cellClass}>
                <Link to={`/listing/${l._id}`} aria-label={l.name}>
                  <img src={smallImage(l.imageUrls[0] ?? '')} alt="" width={80} height={53} className="h-[53px] w-20 rounded object-cover" />
                </Link>
              </td>
              <td className={`${cellClass} font-medium`}>
                <Link to={`/listing/${l._id}`} className="hover:text-brand">
                  {l.name}
                </Link>
              </td>
              <td className={cellClass}>{l.type === 'rent' ? t('Rent') : t('Sale')}</td>
              <td className={cellClass}>{t(l.propertyStatus)}</td>
              <td className={cellClass}>
                <button type="button" onClick={() => setToDelete(l)} className={`${linkButtonClass} text-danger`} aria-label={`${t('Delete')}: ${l.name}`}>
                  {t('Delete')}
                </button>
              </td>
              <td className={cellClass}>
                <Link to={`/update-listing/${l._id}`} className={`${linkButtonClass} text-brand`} aria-label={`${t('Edit')}: ${l.name}`}>
                  {t('Edit')}
                </Link>
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} href={(n) => `/dashboard?tab=users-listings&page=${n}`} />
      <ConfirmDialog
        open={!!toDelete}
        question={t('Are you sure you want to delete this post?')}
        confirmLabel={t('Yes, I am sure')}
        cancelLabel={t('No, cancel')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
