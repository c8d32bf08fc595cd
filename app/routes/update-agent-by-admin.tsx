// /update-agent-by-admin/:userId (admins): edit any user's agency and its priority. Saving
// makes the user an agent; the new priority moves the agency on /agent at once.
import { useActionData, useLoaderData, Link, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AgencyForm } from '../components/account/agency-form';
import { Alert } from '../components/ui/alert';
import { Page } from '../components/ui/page';
import { agencyFormValues, upsertAgency } from '../domain/account/update-agency.server';
import { getAgentForAdmin } from '../domain/admin/agent-for-admin.server';
import { requireAdminPage } from '../domain/auth/guards.server';
import type { FormFailure } from '../lib/errors';
import { notFoundPage, readForPage } from '../server-lib/page-refusals.server';
import { handleForm } from '../server-lib/form-action.server';
import { useT } from '../lib/root-data';
import { AGENCY_MESSAGES, adminAgencySchema } from '../lib/schemas/agency';
import { pageTitle } from '../lib/page-title';
import { keepFormInPlace } from '../lib/forms/keep-form-in-place';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Edit Agent') }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return readForPage(getAgentForAdmin({ userId: params.userId ?? '' }), { 404: notFoundPage });
}

type Answer = FormFailure | { ok: true; message: string };

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireAdminPage(request);
  return handleForm(
    request,
    adminAgencySchema,
    async (input) => {
      await upsertAgency({
        actor,
        userId: params.userId ?? '',
        // The field is always on this form: emptied, it puts the agent back to the default order.
        input: { ...input, priority: input.priority ?? 0 },
        foreignImagesMessage: AGENCY_MESSAGES.uploadFailed,
      });
      return Response.json({ ok: true, message: AGENCY_MESSAGES.saved });
    },
    agencyFormValues,
  );
}

export const clientAction = keepFormInPlace();

export default function UpdateAgentByAdmin() {
  const t = useT();
  const { user, profile } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const saved = answer && 'ok' in answer;
  return (
    <Page title={t('Edit Agent')}>
      <p className="-mt-4 mb-6 break-all text-muted">
        {user.username} · {user.email}
        {user.role === 'agent' && (
          <>
            {' · '}
            <Link to={`/agent/${user._id}`} className="font-semibold text-brand">
              {t('View agent page')}
            </Link>
          </>
        )}
      </p>
      {saved && (
        <div className="mb-4">
          <Alert tone="success">{t(answer.message)}</Alert>
        </div>
      )}
      <AgencyForm admin agency={profile} agentId={user._id} actionData={saved ? undefined : (answer as FormFailure | undefined)} />
    </Page>
  );
}
