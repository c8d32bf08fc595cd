// /my-listing: the signed-in user's listings with their counts, 9 at a time ('Show More' asks
// this page's loader for the next 9, lib/show-more), each deleted after a confirmation through
// this page's action (lib/row-delete.ts), which sends a visitor whose session ended to sign in,
// and each marked rented out, sold or available again with one tap (status-toggle.tsx).
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type ShouldRevalidateFunction } from 'react-router';
import { useConfirmedDelete } from '../components/dashboard/use-confirmed-delete';
import { MyListingCards, MyListingTable, toMyListingRow, type MyListingRow } from '../components/my-listings/my-listing-rows';
import { ListingCounts } from '../components/my-listings/listing-counts';
import { STATUS_INTENT } from '../components/my-listings/status-toggle';
import { Alert } from '../components/ui/alert';
import { NoListingsYet } from '../components/my-listings/no-listings-yet';
import { ShowMoreButton } from '../components/ui/show-more-button';
import { Page } from '../components/ui/page';
import { useToast } from '../components/ui/toast';
import { requireUserPage } from '../domain/auth/guards.server';
import { deleteListing } from '../domain/listings/delete-listing.server';
import { listingStatusStep } from '../domain/listings/listing-status-step.server';
import { savedCounts } from '../domain/favourites/favourites.server';
import { viewTrends } from '../domain/listing-performance/view-trends.server';
import { getUserListings } from '../domain/listings/list-listings.server';
import { PAGE_SIZES } from '../lib/constants';
import { formAction } from '../server-lib/form-action.server';
import { useT } from '../lib/root-data';
import { rowDeleteStep } from '../server-lib/row-delete-step.server';
import { pageTitle } from '../lib/page-title';
import { batchClientLoader } from '../lib/show-more/batch-client-loader';
import { batchStart } from '../lib/show-more/batch-request';
import { useShowMore } from '../lib/show-more/use-show-more';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'My Listings') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserPage(request);
  const startIndex = batchStart(new URL(request.url).searchParams) ?? 0;
  const { listings, ...stats } = await getUserListings({ userId: user.id, startIndex, limit: PAGE_SIZES.listings });
  const saves = await savedCounts({ listerId: user.id, listingIds: listings.map((l) => l._id) });
  const trends = await viewTrends({ listingIds: listings.map((l) => l._id) });
  return { ...stats, listings: listings.map((l) => ({ ...toMyListingRow(l), saves: saves[l._id] ?? 0, trend: trends[l._id] })) };
}

export const clientLoader = batchClientLoader;

/** A row's delete button, and its one-tap status: the owner (or an admin) only, checked by each domain call. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUserPage(request);
  return formAction(request, (intent) => (intent === STATUS_INTENT ? listingStatusStep({ user }) : rowDeleteStep((id) => deleteListing({ user, id }))));
}

/** A status that was set leaves the list as it stands (grown by Show More); a refusal reloads it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, actionResult, defaultShouldRevalidate }) =>
  formData?.get('intent') === STATUS_INTENT && (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;

export default function MyListings() {
  const t = useT();
  const toast = useToast();
  const data = useLoaderData<typeof loader>();
  const more = useShowMore({
    first: data.listings,
    pageSize: PAGE_SIZES.listings,
    href: '/my-listing',
    read: (batch: typeof data) => ({ items: batch.listings }),
  });
  const rows: MyListingRow[] = more.items;
  // After a delete the page loads again (its counts change), which starts the list over.
  const remove = useConfirmedDelete<MyListingRow>({
    intent: 'delete',
    id: (row) => row._id,
    question: t('Are you sure you want to delete this listing?'),
    // Which listing, and that the plan does not count it back: a plan counts the listings posted.
    describe: (row) => (
      <>
        <p className="font-semibold text-fg">{row.name}</p>
        <p className="mt-1">{t('Your plan does not get this listing back.')}</p>
      </>
    ),
    onAnswer: (_row, answer) => {
      // The spec: delete failures are logged, not shown; a delete that worked says so.
      if (answer.ok) toast(t('Listing deleted.'), 'success');
      else console.error('Delete failed', answer.status);
    },
  });

  return (
    <Page title={t('My Listings')}>
      <ListingCounts counts={data} />
      {more.failed && <Alert>{t('Something went wrong. Try again later.')}</Alert>}
      {rows.length === 0 ? (
        <NoListingsYet />
      ) : (
        <>
          <MyListingCards rows={rows} onDelete={remove.ask} listProps={more.listProps} />
          <MyListingTable rows={rows} onDelete={remove.ask} listProps={more.listProps} />
        </>
      )}
      <ShowMoreButton more={more} label="Show More" className="mt-4" />
      {remove.dialog}
    </Page>
  );
}
