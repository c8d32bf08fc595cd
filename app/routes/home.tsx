// The home page: search first (full text and the advanced filter), then what is on the market
// (counters, townships, the newest rent and sale listings), the agencies and the blog. Rendered
// on the server with everything loaded in parallel (domain/home/load-home.server.ts).
import { useLoaderData, type MetaFunction } from 'react-router';
import { AdSlot } from '../components/ad-slot';
import { FilterForm } from '../components/home/filter-form';
import { Hero } from '../components/home/hero';
import { RecentAgents, RecentPosts } from '../components/home/recent-agents';
import { RecentListings } from '../components/home/recent-listings';
import { TownshipShortcuts } from '../components/home/township-shortcuts';
import { loadHome } from '../domain/home/load-home.server';
import { publicOrigin } from '../lib/public-origin.server';
import { useT } from '../lib/root-data';

export async function loader() {
  const origin = publicOrigin();
  return { ...(await loadHome()), origin };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
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
  const data = useLoaderData<typeof loader>();
  return (
    <div className="pb-8">
      <Hero rent={data.counts.rent} sale={data.counts.sale} />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pt-8 sm:gap-14 sm:pt-12">
        <div className="mx-auto w-full max-w-3xl">
          <FilterForm />
        </div>
        <TownshipShortcuts townships={data.townships} />
        <AdSlot slot="home-top" />
        <RecentListings id="recent-rent" title={t('Recent places for rent')} listings={data.rent} to="/search?type=rent" />
        <RecentListings id="recent-sale" title={t('Recent places for sale')} listings={data.sale} to="/search?type=sale" />
        <AdSlot slot="home-middle" />
        <RecentAgents agents={data.agents} />
        <RecentPosts posts={data.posts} />
      </div>
    </div>
  );
}
