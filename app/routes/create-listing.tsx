import { redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ListingForm } from '../components/listing-form/listing-form';
import { PackageGate } from '../components/listing-form/package-gate';
import { useTokenExpiry } from '../components/listing-form/use-token-expiry';
import { Page } from '../components/ui/page';
import { requireUserPage } from '../domain/auth/guards.server';
import { createListing } from '../domain/listings/create-listing.server';
import { listingFormAction, postingAllowed } from '../domain/listings/listing-form-page.server';
import { useT } from '../lib/root-data';
import { listingSchema } from '../lib/schemas/listing';
import { pageTitle } from '../lib/page-title';
import { mapTiles } from '../server-lib/map-tiles.server';
import { townshipPriceRanges } from '../domain/quality/price-ranges.server';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';
import { claimListingShare, shareCookie } from '../domain/listing-shares/listing-shares.server';
import { sharedDraft } from '../domain/listing-shares/shared-draft.server';
import type { ListingFormAnswer } from '../components/listing-form/listing-form';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Create a Listing') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserPage(request);
  // A post shared while signed out is this user's now: on to its draft, and the cookie goes.
  const claimed = await claimListingShare({ request, user });
  if (claimed) throw redirect(`/create-listing?share=${claimed}`, { headers: { 'Set-Cookie': shareCookie(request, '', 0) } });
  const shareId = new URL(request.url).searchParams.get('share');
  const shared = shareId ? await sharedDraft({ id: shareId, user }) : undefined;
  return { ...(await postingAllowed(user)), tiles: mapTiles(), priceRanges: await townshipPriceRanges(), shared };
}

export const action = ({ request }: ActionFunctionArgs) =>
  listingFormAction(request, listingSchema, (user, input) => createListing({ user, input }), 'listing-created');

export const clientAction = keepFormInPlace('Something went wrong!');

export default function CreateListing() {
  const t = useT();
  const { status, canPost, tiles, priceRanges, shared } = useLoaderData<typeof loader>();
  const actionData = useActionData<ListingFormAnswer & { tokenExpired?: boolean }>();
  useTokenExpiry(actionData);
  return (
    <Page title={t('Create a Listing')}>
      {!canPost && <PackageGate status={status} />}
      <ListingForm mode="create" tiles={tiles} actionData={actionData} draft={shared} disabled={!canPost} priceRanges={priceRanges} />
    </Page>
  );
}
