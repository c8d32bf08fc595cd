// The home page: search first (the full-text box, and the advanced filter folded behind a button
// on phones), then what is on the market (the newest rent and sale listings, townships,
// agencies, the blog). Rendered on the server with everything loaded in parallel
// (domain/home/load-home.server.ts).
//
// The loader sends the browser only what the page shows: 9 of each list as cards (View More asks
// /home-lists/:list for the next 9, routes/home-lists.ts) and each township's count (its names are in the bundle already). Its
// answer is written into the page a second time for hydration, so every field it sends is paid
// for twice on a slow connection, and in server time to encode it.
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdSlot } from '../components/ad-slot';
import { FilterForm } from '../components/home/filter-form';
import { Hero } from '../components/home/hero';
import { RecentAgents, RecentPosts } from '../components/home/recent-agents';
import { RecentListings } from '../components/home/recent-listings';
import { TownshipShortcuts } from '../components/home/township-shortcuts';
import { firstOf } from '../domain/home/home-lists.server';
import { loadHome } from '../domain/home/load-home.server';
import { heldPhotoBytes } from '../domain/media/held-photos.server';
import { coverOf, postImageOf, withPhotoBytes } from '../lib/held-photo';
import { agentPicture } from '../lib/views/agent-view';
import { PAGE_SIZES } from '../lib/constants';
import { publicOrigin } from '../server-lib/public-origin.server';
import { useT } from '../lib/root-data';
import { metaText } from '../lib/page-title';

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = publicOrigin();
  const home = await loadHome({ fetch: PAGE_SIZES.homeShow + 1 });
  const [rent, sale, agents, posts] = [firstOf(home.rent), firstOf(home.sale), firstOf(home.agents), firstOf(home.posts)];
  // With the data saver on, every picture waits for a tap that names its size (lib/held-photo.ts).
  const bytes = await heldPhotoBytes(request, [...rent.items.map(coverOf), ...sale.items.map(coverOf), ...agents.items.map(agentPicture), ...posts.items.map(postImageOf)]);
  return {
    origin,
    counts: home.counts,
    townships: home.townships.map(({ slug, count }) => ({ slug, count })),
    rent: { ...rent, items: withPhotoBytes(rent.items, bytes, coverOf) },
    sale: { ...sale, items: withPhotoBytes(sale.items, bytes, coverOf) },
    agents: { ...agents, items: withPhotoBytes(agents.items, bytes, agentPicture) },
    posts: { ...posts, items: withPhotoBytes(posts.items, bytes, postImageOf) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const title = metaText(matches, 'Yangon Homes: homes, condos and land for rent and sale in Yangon');
  const description = metaText(matches, 'Find condos, apartments, houses and land for rent and sale in every township of Yangon, from trusted agencies and owners.');
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
  const data = useLoaderData<typeof loader>();
  // The township tiles are drawn only when near: on an English page their Burmese names asked
  // for the Burmese face and for Chromium's font fallback before the first screen needed either.
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
        {/* Below a phone's first screens: drawn when scrolled near (app.css, with the height each
            stands for until then: a little above its tallest, in Burmese on a 320 px phone). */}
        <div className="render-when-near [--drawn-height:2700px] sm:[--drawn-height:2400px] lg:[--drawn-height:1700px]">
          <RecentListings id="recent-sale" type="sale" title={t('Recent places for sale')} listings={data.sale} to="/search?type=sale" />
        </div>
        <AdSlot slot="home-top" />
        <div className="render-when-near [--drawn-height:400px] sm:[--drawn-height:280px]">
          <TownshipShortcuts townships={data.townships} />
        </div>
        <AdSlot slot="home-middle" />
        <div className="render-when-near [--drawn-height:1000px] sm:[--drawn-height:520px] lg:[--drawn-height:380px]">
          <RecentAgents agents={data.agents} />
        </div>
        <div className="render-when-near [--drawn-height:1850px] sm:[--drawn-height:2200px] lg:[--drawn-height:1800px]">
          <RecentPosts posts={data.posts} />
        </div>
      </div>
    </div>
  );
}
