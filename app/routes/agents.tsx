// /agent: the agency directory, 8 at a time, highest priority first and then the newest.
// 'Show More' asks this page's loader for the next 8 (?startIndex=, lib/show-more).
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdSlot } from '../components/ad-slot';
import { AgentCard } from '../components/agents/agent-card';
import { PoweredBy } from '../components/agents/powered-by';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { listAgentCards } from '../domain/agents/list-agents.server';
import { heldPhotoBytes } from '../domain/media/held-photos.server';
import { withPhotoBytes } from '../lib/held-photo';
import { agentPicture } from '../lib/views/agent-view';
import { PAGE_SIZES } from '../lib/constants';
import { useT } from '../lib/root-data';
import { pageTitle } from '../lib/page-title';
import { batchClientLoader } from '../lib/show-more/batch-client-loader';
import { batchStart } from '../lib/show-more/batch-request';
import { useShowMore } from '../lib/show-more/use-show-more';

export async function loader({ request }: LoaderFunctionArgs) {
  const startIndex = batchStart(new URL(request.url).searchParams) ?? 0;
  const agents = await listAgentCards({ startIndex, limit: PAGE_SIZES.agents });
  // With the data saver on, each picture waits for a tap that names its size (lib/held-photo.ts).
  return { agents: withPhotoBytes(agents, await heldPhotoBytes(request, agents.map(agentPicture)), agentPicture) };
}

export const clientLoader = batchClientLoader;

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Agency Lists') },
  { name: 'description', content: 'Real-estate agencies in Yangon with their contact details and listings.' },
];

export default function Agents() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const { items, hasMore, busy, failed, showMore, listProps } = useShowMore({
    first: data.agents,
    pageSize: PAGE_SIZES.agents,
    href: '/agent',
    read: (batch: typeof data) => ({ items: batch.agents }),
  });

  return (
    <Page title={t('Agency Lists')}>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line bg-surface p-8 text-center text-muted">{t('No agents available.')}</p>
          ) : (
            <ul id="agent-list" {...listProps} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {items.map((agent, i) => (
                <li key={agent._id}>
                  <AgentCard agent={agent} priority={i < 2} />
                </li>
              ))}
            </ul>
          )}
          {failed && <Alert>{t('Something went wrong!')}</Alert>}
          {hasMore && (
            <Button variant="secondary" onClick={showMore} disabled={busy} aria-controls="agent-list" className="self-center px-6">
              {busy ? t('Loading...') : t('Show More')}
            </Button>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <PoweredBy />
          <AdSlot slot="agents" />
        </div>
      </div>
    </Page>
  );
}
