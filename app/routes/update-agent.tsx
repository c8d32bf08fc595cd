// /update-agent (Update Agency): the signed-in user's agency profile. Saving it makes them an
// agent in the agent directory.
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AgencyForm, type AgencyActionData } from '../components/account/agency-form';
import { Page } from '../components/ui/page';
import { getAgency } from '../domain/account/get-agency.server';
import { agencyFormValues, upsertAgency } from '../domain/account/update-agency.server';
import { requireUserPage } from '../domain/auth/guards.server';
import { handleForm } from '../server-lib/form-action.server';
import { useT } from '../lib/root-data';
import { AGENCY_MESSAGES, agencySchema } from '../lib/schemas/agency';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Update Agency') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserPage(request);
  const agency = await getAgency({ userId: user.id });
  return { agency, agentId: user.id, version: user.updatedAt.toISOString() };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUserPage(request);
  return handleForm(
    request,
    agencySchema,
    async (input) => {
      await upsertAgency({ actor: user, userId: user.id, input });
      return Response.json({ ok: true, message: AGENCY_MESSAGES.updated });
    },
    agencyFormValues,
  );
}

export const clientAction = keepFormInPlace();

export default function UpdateAgent() {
  const t = useT();
  const { agency, agentId, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<AgencyActionData>();
  return (
    // Before the first save it is the owner's choice to become an agency, and says so.
    <Page title={agency ? t('Update Agency') : t('Become an agency')}>
      <p className="-mt-3 mb-6 max-w-2xl text-sm text-muted">
        {t('Your agency profile appears in the agent list, with your listings under it.')}
      </p>
      {/* Remounted after a save: the photo list then starts from what is stored. */}
      <AgencyForm key={version} agency={agency} agentId={agentId} actionData={actionData} />
    </Page>
  );
}
