import { useEffect, useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { MyListingCards, MyListingTable, toMyListingRow, type MyListingRow } from '../components/my-listings/my-listing-rows';
import { StatCard } from '../components/stat-card';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { Page } from '../components/ui/page';
import { requireUserPage } from '../domain/auth/guards.server';
import { savedCounts } from '../domain/favourites/favourites.server';
import { getUserListings } from '../domain/listings/list-listings.server';
import type { ListingView } from '../lib/views/listing-view';
import { PAGE_SIZES } from '../lib/constants';
import { useT, useUser } from '../lib/root-data';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'My Listings') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserPage(request);
  const { listings, ...stats } = await getUserListings({ userId: user.id, limit: PAGE_SIZES.listings });
  const saves = await savedCounts({ listerId: user.id, listingIds: listings.map((l) => l._id) });
  return { ...stats, listings: listings.map((l) => ({ ...toMyListingRow(l), saves: saves[l._id] ?? 0 })) };
}

export default function MyListings() {
  const t = useT();
  const user = useUser();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [rows, setRows] = useState<MyListingRow[]>(data.listings);
  const [hasMore, setHasMore] = useState(data.listings.length === PAGE_SIZES.listings);
  const [error, setError] = useState(false);
  const [toDelete, setToDelete] = useState<MyListingRow | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setRows(data.listings);
    setHasMore(data.listings.length === PAGE_SIZES.listings);
  }, [data.listings]);

  async function showMore() {
    setBusy(true);
    try {
      const res = await fetch(`/api/user/listings/${user?._id}?startIndex=${rows.length}`);
      if (!res.ok) throw new Error();
      const body = (await res.json()) as { listings: ListingView[] };
      setRows((current) => [...current, ...body.listings.map(toMyListingRow)]);
      setHasMore(body.listings.length === PAGE_SIZES.listings);
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setBusy(true);
    const res = await fetch(`/api/listing/delete/${toDelete._id}`, { method: 'DELETE' }).catch(() => null);
    setBusy(false);
    // The spec: delete failures are logged, not shown.
    if (!res?.ok) console.error('Delete failed', res?.status);
    else setRows((current) => current.filter((r) => r._id !== toDelete._id));
    setToDelete(null);
    void revalidator.revalidate();
  }

  return (
    <Page title={t('My Listings')}>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label={t('Total Listings')} total={data.totalListings} lastMonth={data.lastMonthListings} />
        <StatCard label={t('Total Sales')} total={data.totalSales} lastMonth={data.lastMonthSales} />
        <StatCard label={t('Total Rents')} total={data.totalRent} lastMonth={data.lastMonthRent} />
      </div>
      {error && <Alert>{t('Something went wrong. Try again later.')}</Alert>}
      {rows.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line bg-surface p-8 text-center">
          <p className="text-muted">{t('You have no posts yet!')}</p>
          <ButtonLink to="/create-listing" className="mt-4">
            {t('Create Listing')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <MyListingCards rows={rows} onDelete={setToDelete} />
          <MyListingTable rows={rows} onDelete={setToDelete} />
        </>
      )}
      {hasMore && (
        <div className="mt-4 text-center">
          <Button variant="secondary" onClick={() => void showMore()} disabled={busy}>
            {t('Show More')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={!!toDelete}
        question={t('Are you sure you want to delete this listing?')}
        confirmLabel={t('Yes, I am sure')}
        cancelLabel={t('No, cancel')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Page>
  );
}
