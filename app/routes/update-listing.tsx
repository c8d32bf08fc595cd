import { redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ListingForm } from '../components/listing-form/listing-form';
import { useTokenExpiry } from '../components/listing-form/use-token-expiry';
import { Page } from '../components/ui/page';
import { requireUserPage } from '../domain/auth/guards.server';
import { listAgentChoices, listingFormAction } from '../domain/listings/listing-form-page.server';
import { getEditableListing, listingChangedAt, updateListing } from '../domain/listings/update-listing.server';
import type { FormFailure } from '../lib/errors';
import { notFoundPage, readForPage } from '../server-lib/page-refusals.server';
import { useT } from '../lib/root-data';
import { listingUpdateSchema } from '../lib/schemas/listing';
import { pageTitle } from '../lib/page-title';
import { mapTiles } from '../server-lib/map-tiles.server';
import { townshipPriceRanges } from '../domain/quality/price-ranges.server';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Update Listing') }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUserPage(request);
  const listing = await readForPage(getEditableListing({ user, id: params.listingId ?? '' }), {
    404: notFoundPage,
    // Somebody else's listing: the page is not theirs to open.
    403: () => redirect('/'),
  });
  return {
    listing,
    // Not part of the listing's public view: only the form's quality meter needs it.
    changedAt: await listingChangedAt(listing._id),
    agents: user.isAdmin ? await listAgentChoices() : [],
    tiles: mapTiles(),
    priceRanges: await townshipPriceRanges(),
  };
}

export const action = ({ request, params }: ActionFunctionArgs) =>
  listingFormAction(request, listingUpdateSchema, (user, input) => updateListing({ user, id: params.listingId ?? '', input }), 'listing-updated');

export const clientAction = keepFormInPlace('Something went wrong!');

export default function UpdateListing() {
  const t = useT();
  const { listing, changedAt, agents, tiles, priceRanges } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure & { tokenExpired?: boolean }>();
  useTokenExpiry(actionData);
  return (
    <Page title={t('Update Listing')}>
      <ListingForm mode="update" listing={listing} changedAt={changedAt} tiles={tiles} agents={agents} actionData={actionData} priceRanges={priceRanges} />
    </Page>
  );
}
