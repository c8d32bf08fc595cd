// /insights: what homes cost in each township (the medians of domain/insights, computed nightly).
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { InsightsOverviewView } from '../components/insights/insights-overview';
import { loadInsightsOverview } from '../domain/insights/insights-overview.server';
import { insightsMeta } from '../lib/insights-meta';
import { insightsJsonLd } from '../lib/insights-structured-data';
import { breadcrumbJsonLd } from '../lib/structured-data';
import { addStructuredData } from '../server-lib/structured-data.server';
import { publicOrigin } from '../server-lib/public-origin.server';

const TITLE = 'Prices by township';
const DESCRIPTION = 'Median asking rent and sale price in every township of Yangon, in lakh and US dollars, from the live listings on Yangon Homes.';

export async function loader({ context }: LoaderFunctionArgs) {
  const overview = await loadInsightsOverview();
  const origin = publicOrigin();
  addStructuredData(context, () => [
    insightsJsonLd({ origin, path: '/insights', name: TITLE, description: DESCRIPTION, place: 'Yangon', computedAt: overview.computedAt }),
    breadcrumbJsonLd(origin, [['Yangon Homes', '/'], [TITLE, '/insights']]),
  ]);
  return { overview, url: `${origin}/insights` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => insightsMeta({ matches, title: TITLE, description: DESCRIPTION, url: data?.url ?? '/insights' });

export default function InsightsPage() {
  const { overview } = useLoaderData<typeof loader>();
  return <InsightsOverviewView data={overview} />;
}
