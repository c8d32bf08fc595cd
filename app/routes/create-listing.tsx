import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ListingForm } from '../components/listing-form/listing-form';
import { PackageGate } from '../components/listing-form/package-gate';
import { useTokenExpiry } from '../components/listing-form/use-token-expiry';
import { Page } from '../components/ui/page';
import { requireUserPage } from '../domain/auth/guards.server';
import { createListing } from '../domain/listings/create-listing.server';
import { listingFormAction, postingAllowed } from '../domain/listings/listing-form-page.server';
import type { FormFailure } from '../lib/errors';
import { useT } from '../lib/root-data';
import { listingSchema } from '../lib/schemas/listing';
import { pageTitle } from '../lib/page-title';
import { mapTiles } from '../server-lib/map-tiles.server';
import { townshipPriceRanges } from '../domain/quality/price-ranges.server';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Create a Listing') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserPage(request);
  return { ...(await postingAllowed(user)), tiles: mapTiles(), priceRanges: await townshipPriceRanges() };
}

export const action = ({ request }: ActionFunctionArgs) =>
  listingFormAction(request, listingSchema, (user, input) => createListing({ user, input }), 'listing-created');

export const clientAction = keepFormInPlace('Something went wrong!');

export default function CreateListing() {
  const t = useT();
  const { status, canPost, tiles, priceRanges } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure & { tokenExpired?: boolean }>();
  useTokenExpiry(actionData);
  return (
    <Page title={t('Create a Listing')}>
      {!canPost && <PackageGate status={status} />}
      <ListingForm mode="create" tiles={tiles} actionData={actionData} disabled={!canPost} priceRanges={priceRanges} />
    </Page>
  );
}
