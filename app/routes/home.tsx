// The home page: search first (the full-text box, and the advanced filter folded behind a button
// on phones), then what is on the market (the newest rent and sale listings, townships,
// agencies, the blog). Rendered on the server with everything loaded in parallel
// (domain/home/load-home.server.ts).
//
// The loader sends the browser only what the page shows: 9 of each list as cards (View More asks
// this loader for one list's next 9: ?index&list=rent&startIndex=9) and each township's count (its names are in the bundle already). Its
// answer is written into the page a second time for hydration, so every field it sends is paid
// for twice on a slow connection, and in server time to encode it.
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdSlot } from '../components/ad-slot';
import { FilterForm } from '../components/home/filter-form';
import { Hero } from '../components/home/hero';
import { RecentAgents, RecentPosts } from '../components/home/recent-agents';
import { RecentListings } from '../components/home/recent-listings';
import { TownshipShortcuts } from '../components/home/township-shortcuts';
import { toTileListing } from '../components/home/listing-tile';
import type { AgentCardData } from '../domain/agents/agent-view';
import { HOME_LISTS, loadHome, loadHomeList, type HomeList } from '../domain/home/load-home.server';
import { PAGE_SIZES } from '../lib/constants';
import { publicOrigin } from '../lib/public-origin.server';
import { useT } from '../lib/root-data';
import { batchClientLoader } from '../lib/show-more/batch-client-loader';
import { batchStart } from '../lib/show-more/batch-request';

/** The first `size` of a list, and whether there are more (the list was read one longer). */
function firstOf<T>(list: T[], size = PAGE_SIZES.homeShow) {
  return { items: list.slice(0, size), more: list.length > size };
}

/** What an agency's card shows, and one picture of it. */
const agentCard = ({ _id, name, address, listingCount, imageUrls, avatar }: AgentCardData) => ({ _id, name, address, listingCount, imageUrls: imageUrls.slice(0, 1), avatar });

async function homePage() {
  const origin = publicOrigin();
  const home = await loadHome({ fetch: PAGE_SIZES.homeShow + 1 });
  return {
    origin,
    counts: home.counts,
    townships: home.townships.map(({ slug, count }) => ({ slug, count })),
    rent: firstOf(home.rent.map(toTileListing)),
    sale: firstOf(home.sale.map(toTileListing)),
    agents: firstOf(home.agents.map(agentCard)),
    posts: firstOf(home.posts),
  };
}

/** One list's next 9, shaped as the page's first 9, read one longer to know whether more follow. */
async function nextBatch(list: HomeList, startIndex: number) {
  const slice = { startIndex, limit: PAGE_SIZES.homeShow + 1 };
  if (list === 'agents') return firstOf((await loadHomeList(list, slice)).map(agentCard));
  if (list === 'posts') return firstOf(await loadHomeList(list, slice));
  return firstOf((await loadHomeList(list, slice)).map(toTileListing));
}

const isHomeList = (list: string | null): list is HomeList => (HOME_LISTS as readonly (string | null)[]).includes(list);

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const startIndex = batchStart(params);
  const list = params.get('list');
  if (startIndex !== undefined && isHomeList(list)) return { batch: await nextBatch(list, startIndex) };
  return homePage();
}

export const clientLoader = batchClientLoader;

export const meta: MetaFunction<typeof homePage> = ({ data }) => {
  const title = 'Yangon Homes: homes, condos and land for rent and sale in Yangon';
  const description = 'Find condos, apartments, houses and land for rent and sale in every township of Yangon, from trusted agencies and owners.';
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    ...(data ? [{ property: 'og:url', content: `${data.origin}/` }, { tagName: 'link', rel: 'canonical', href: `${data.origin}/` }] : []),
  ];
};

export default function Home() {
  const t = useT();
  // The page itself: the loader's other answer, a batch, goes to View More's fetcher only.
  const data = useLoaderData<typeof homePage>();
  return (
    <div className="pb-8">
      <Hero rent={data.counts.rent} sale={data.counts.sale} />
      {/* On a phone the listings come right after the search (and its folded filters): they are
          what a visitor came for, and the township shortcuts follow them. */}
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pt-6 sm:gap-14 sm:pt-12">
        <div className="mx-auto w-full max-w-3xl">
          <FilterForm />
        </div>
        <RecentListings id="recent-rent" type="rent" title={t('Recent places for rent')} listings={data.rent} to="/search?type=rent" />
        <RecentListings id="recent-sale" type="sale" title={t('Recent places for sale')} listings={data.sale} to="/search?type=sale" />
        <AdSlot slot="home-top" />
        <TownshipShortcuts townships={data.townships} />
        <AdSlot slot="home-middle" />
        <RecentAgents agents={data.agents} />
        <RecentPosts posts={data.posts} />
      </div>
    </div>
  );
}
