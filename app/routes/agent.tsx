// /agent/:id (the agent's user id): the agency's photos, contact details, description, listing
// counts and listings. The loader gathers the data (domain/agents/agent-page.server.ts); the
// e-mail is in it only for an admin who is not this agent.
import { absoluteImageUrl } from '../lib/media-url';
import { agentJsonLd, breadcrumbJsonLd } from '../lib/structured-data';
import { addStructuredData } from '../server-lib/structured-data.server';
import { useLoaderData, Link, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdSlot } from '../components/ad-slot';
import { AgentContact } from '../components/agents/agent-contact';
import { AgentListings } from '../components/agents/agent-listings';
import { AgentMap } from '../components/agents/agent-map';
import { ListingStats } from '../components/agents/listing-stats';
import { RichText } from '../components/blog/rich-text';
import { Avatar } from '../components/layout/avatar';
import { ArrowLeft } from '../components/ui/icons';
import { Gallery } from '../components/listing/gallery';
import { ShareButtons } from '../components/ui/share-buttons';
import { loadAgentPage } from '../domain/agents/agent-page.server';
import { getSessionUser } from '../domain/auth/session.server';
import { responseStats } from '../domain/enquiries/response-stats.server';
import { heldPhotoBytes } from '../domain/media/held-photos.server';
import { coverOf, withPhotoBytes } from '../lib/held-photo';
import { ResponseTime } from '../components/enquiries/response-time';
import { excerptOf } from '../lib/views/post-card';
import { publicOrigin } from '../server-lib/public-origin.server';
import { useT, useTextLang } from '../lib/root-data';
import { batchClientLoader } from '../lib/show-more/batch-client-loader';
import { batchStart } from '../lib/show-more/batch-request';
import { notFoundTitle } from '../lib/page-title';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await getSessionUser(request);
  const listingsFrom = batchStart(new URL(request.url).searchParams);
  const page = await loadAgentPage({ id: params.id ?? '', viewer, listingsFrom });
  // The root ErrorBoundary shows the 404 page for this.
  if (!page) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const origin = publicOrigin();
  const { agent } = page;
  const shareUrl = `${origin}/agent/${agent._id}`;
  addStructuredData(context, () => [agentJsonLd({ agent, origin, url: shareUrl }), breadcrumbJsonLd(origin, [['Yangon Homes', '/'], ['Agents', '/agent'], [agent.name, `/agent/${agent._id}`]])]);
  const [responsiveness, photoBytes] = await Promise.all([
    // Not for a batch of Show More: the page already shows it.
    !listingsFrom ? responseStats({ listerId: agent._id }) : null,
    // With the data saver on, each photo waits for a tap that names its size (lib/held-photo.ts).
    heldPhotoBytes(request, [...(listingsFrom ? [] : agent.imageUrls), ...page.listings.map(coverOf)]),
  ]);
  return { ...page, listings: withPhotoBytes(page.listings, photoBytes, coverOf), ...(photoBytes && { photoBytes }), origin, shareUrl, summary: excerptOf(agent.description, 160), responsiveness };
}

export const clientLoader = batchClientLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: notFoundTitle(matches) }];
  const { agent, summary, shareUrl, origin } = data;
  const image = agent.imageUrls[0] ?? agent.avatar;
  const description = summary || `${agent.name} · Yangon Homes`;
  return [
    { title: `${agent.name} · Yangon Homes` },
    { name: 'description', content: description },
    { property: 'og:title', content: agent.name },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'profile' },
    { property: 'og:url', content: shareUrl },
    { tagName: 'link', rel: 'canonical', href: shareUrl },
    ...(image ? [{ property: 'og:image', content: absoluteImageUrl(origin, image) }] : []),
  ];
};

export default function AgentPage() {
  const t = useT();
  const textLang = useTextLang();
  const data = useLoaderData<typeof loader>();
  const { agent } = data;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6">
      <Link to="/agent" className="-ml-1 inline-flex min-h-11 items-center gap-1 px-1 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft size={16} />
        {t('Agency Lists')}
      </Link>
      <header className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          {agent.imageUrls.length === 0 && <Avatar src={agent.avatar} name={agent.name} size={56} />}
          <div className="min-w-0">
            <h1 lang={textLang(agent.name)} className="text-2xl font-bold leading-tight tracking-tight text-fg sm:text-3xl">
              {agent.name}
            </h1>
            <p className="text-sm text-muted">{agent.isAgency ? t('Real-estate agency') : t('Owner')}</p>
            <ResponseTime stats={data.responsiveness} className="mt-1" />
          </div>
        </div>
        <ShareButtons url={data.shareUrl} title={agent.name} label={t('Share this agency')} networks={['facebook', 'viber']} />
      </header>

      {/* On a phone the contact card comes right after the photos; from 1024 px it is a sidebar. */}
      <div className="mt-5 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
        {agent.imageUrls.length > 0 && (
          <div className="min-w-0">
            <Gallery key={agent._id} images={agent.imageUrls} title={agent.name} status="" />
          </div>
        )}
        <aside className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <AgentContact agent={agent} email={data.email} />
          <ListingStats rent={data.counts.rent} sale={data.counts.sale} />
          <AdSlot slot="agent" />
        </aside>
        {agent.description && (
          <section aria-labelledby="agent-about-heading" className="min-w-0 lg:col-start-1">
            <h2 id="agent-about-heading" className="text-lg font-semibold text-fg">
              {t('About {agent}', { agent: agent.name })}
            </h2>
            <RichText html={agent.description} />
          </section>
        )}
      </div>

      <AgentListings key={agent._id} agentId={agent._id} name={agent.name} first={data.listings} pageSize={data.pageSize} />
      {data.listings.length > 0 && <AgentMap key={`map-${agent._id}`} agentId={agent._id} name={agent.name} />}
    </div>
  );
}
