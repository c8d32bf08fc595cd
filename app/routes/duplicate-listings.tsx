// /moderation/duplicates (admins): the possible duplicates, each pair side by side, with Hide on
// each listing and Dismiss on the pair. Linked from the dashboard's menu; the loader sends anyone
// but an admin to sign in, and the action's domain calls refuse them (403) again.
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DashboardSidebar } from '../components/dashboard/sidebar';
import { DuplicateQueue } from '../components/duplicates/duplicate-queue';
import { requireAdminPage, requireUserPage } from '../domain/auth/guards.server';
import { loadDuplicateQueue } from '../domain/duplicates/duplicate-queue.server';
import { duplicateStep } from '../domain/duplicates/duplicate-step.server';
import { batchStart } from '../lib/show-more/batch-request';
import { batchClientLoader } from '../lib/show-more/batch-client-loader';
import { pageTitle } from '../lib/page-title';
import { useT } from '../lib/root-data';
import { formAction } from '../server-lib/form-action.server';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Possible duplicates') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return loadDuplicateQueue({ startIndex: batchStart(new URL(request.url).searchParams) ?? 0 });
}

export const clientLoader = batchClientLoader;

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUserPage(request);
  return formAction(request, (intent) => duplicateStep(user, intent));
}

export default function DuplicateListings() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 lg:flex-row lg:gap-8 lg:py-10">
      <aside className="lg:w-60 lg:shrink-0">
        <DashboardSidebar active="duplicates" />
      </aside>
      <div className="min-w-0 flex-1">
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('Possible duplicates')}</h1>
        <DuplicateQueue data={data} />
      </div>
    </div>
  );
}
