import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ListingForm } from '../components/listing-form/listing-form';
import { useTokenExpiry } from '../components/listing-form/use-token-expiry';
import { Page } from '../components/ui/page';
import { requireAdminPage } from '../domain/auth/guards.server';
import { createListing } from '../domain/listings/create-listing.server';
import { listAgentChoices, listingFormAction } from '../domain/listings/listing-form-page.server';
import type { FormFailure } from '../lib/errors';
import { forbidden } from '../lib/errors';
import { useT } from '../lib/root-data';
import { adminListingSchema } from '../lib/schemas/listing';
import { pageTitle } from '../lib/page-title';
import { mapTiles } from '../server-lib/map-tiles.server';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Create a Listing for an Agent') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return { agents: await listAgentChoices(), tiles: mapTiles() };
}

export const action = ({ request }: ActionFunctionArgs) =>
  listingFormAction(request, adminListingSchema, (user, input) => {
    if (!user.isAdmin) throw forbidden();
    return createListing({ user, input });
  }, 'listing-created');

export const clientAction = keepFormInPlace('Something went wrong!');

export default function CreateListingAdmin() {
  const t = useT();
  const { agents, tiles } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure & { tokenExpired?: boolean }>();
  useTokenExpiry(actionData);
  return (
    <Page title={t('Create a Listing for an Agent')}>
      <ListingForm mode="admin" tiles={tiles} agents={agents} actionData={actionData} />
    </Page>
  );
}
