// /insights/:township: what homes cost in one township. An unknown township is the 404 page.
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { TownshipInsightsView } from '../components/insights/township-insights';
import { loadTownshipInsights } from '../domain/insights/township-insights.server';
import { insightsMeta } from '../lib/insights-meta';
import { insightsJsonLd } from '../lib/insights-structured-data';
import { notFoundTitle } from '../lib/page-title';
import { breadcrumbJsonLd } from '../lib/structured-data';
import { addStructuredData } from '../server-lib/structured-data.server';
import { publicOrigin } from '../server-lib/public-origin.server';

const TITLE = 'What homes cost in {township}';
const DESCRIPTION = 'Median asking rent and sale price in {township}, Yangon, by property type and bedrooms, month by month, in lakh and US dollars.';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const insights = await loadTownshipInsights({ slug: params.township ?? '' });
  // The root ErrorBoundary shows the 404 page for this.
  if (!insights) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const origin = publicOrigin();
  const { township } = insights;
  const path = `/insights/${township.slug}`;
  const months = insights.trend.rent;
  addStructuredData(context, () => [
    insightsJsonLd({
      origin,
      path,
      name: TITLE.replace('{township}', township.en),
      description: DESCRIPTION.replace('{township}', township.en),
      place: `${township.en}, Yangon`,
      computedAt: insights.computedAt,
      months: months.length ? [months[0].month, months[months.length - 1].month] : undefined,
    }),
    breadcrumbJsonLd(origin, [['Yangon Homes', '/'], ['Prices by township', '/insights'], [township.en, path]]),
  ]);
  return { insights, url: `${origin}${path}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: notFoundTitle(matches) }];
  const names = data.insights.township;
  const lang = matches.find((m) => m?.id === 'root')?.data as { lang?: string } | undefined;
  return insightsMeta({ matches, title: TITLE, vars: { township: lang?.lang === 'my' ? names.my : names.en }, description: DESCRIPTION, url: data.url });
};

export default function TownshipInsightsPage() {
  const { insights } = useLoaderData<typeof loader>();
  return <TownshipInsightsView data={insights} />;
}
