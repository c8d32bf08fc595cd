// /blogs: posts filtered by search term, sort (Latest = desc, Oldest = asc) and category, all
// kept in the URL. 9 at a time; 'Show more' (shown only when a full 9 came back) asks this
// page's loader for the next 9 with the same filters (?startIndex=, lib/show-more).
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdSlot } from '../components/ad-slot';
import { BlogFilters } from '../components/blog/blog-filters';
import { blogsHref, readBlogFilters } from '../lib/blog-query';
import { PostCard } from '../components/blog/post-card';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { toPostCard } from '../lib/views/post-card';
import { listPosts } from '../domain/posts/list-posts.server';
import { heldPhotoBytes } from '../domain/media/held-photos.server';
import { postImageOf, withPhotoBytes } from '../lib/held-photo';
import { PAGE_SIZES } from '../lib/constants';
import { useT } from '../lib/root-data';
import { pageTitle } from '../lib/page-title';
import { batchClientLoader } from '../lib/show-more/batch-client-loader';
import { batchStart } from '../lib/show-more/batch-request';
import { useShowMore } from '../lib/show-more/use-show-more';

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = readBlogFilters(params);
  const { posts } = await listPosts({
    startIndex: batchStart(params) ?? 0,
    searchTerm: filters.searchTerm || undefined,
    sort: filters.sort,
    category: filters.category || undefined,
    limit: PAGE_SIZES.posts,
  });
  const cards = posts.map(toPostCard);
  // With the data saver on, each picture waits for a tap that names its size (lib/held-photo.ts).
  return { filters, posts: withPhotoBytes(cards, await heldPhotoBytes(request, cards.map(postImageOf)), postImageOf) };
}

export const clientLoader = batchClientLoader;

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Blogs') },
  { name: 'description', content: 'Guides for renting and buying in Yangon, new condo projects and property news.' },
];

export default function Blogs() {
  const t = useT();
  const { filters, posts } = useLoaderData<typeof loader>();
  const { items, hasMore, busy, failed, showMore, listProps } = useShowMore({
    first: posts,
    pageSize: PAGE_SIZES.posts,
    href: blogsHref(filters),
    read: (batch: { posts: typeof posts }) => ({ items: batch.posts }),
  });

  return (
    <Page title={t('Blogs')}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
        <div className="flex flex-col gap-6">
          <BlogFilters filters={filters} />
          <AdSlot slot="blogs" className="hidden lg:block" />
        </div>
        <section aria-labelledby="posts-results-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="posts-results-heading" className="text-xl font-bold text-fg">
            {t('Posts Results:')}
          </h2>
          {items.length === 0 ? (
            <div className="rounded-xl border border-dashed border-line bg-surface p-8 text-center">
              <p className="text-muted">{t('No posts found.')}</p>
              {/* A search or category that found nothing: the way back to every post, where a phone's
                  reader is (the filters sit a screen above). */}
              {(filters.searchTerm || filters.category) && (
                <ButtonLink to="/blogs" variant="secondary" className="mt-4">
                  {t('Clear filters')}
                </ButtonLink>
              )}
            </div>
          ) : (
            <ul id="post-results" {...listProps} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((post, i) => (
                <li key={post._id}>
                  <PostCard post={post} priority={i < 2} />
                </li>
              ))}
            </ul>
          )}
          {failed && <Alert>{t('Something went wrong!')}</Alert>}
          {hasMore && (
            <Button variant="secondary" onClick={showMore} disabled={busy} aria-controls="post-results" className="self-center px-6">
              {busy ? t('Loading...') : t('Show more')}
            </Button>
          )}
        </section>
      </div>
    </Page>
  );
}
