// /post/:slug: a blog post with its category, cover, date, reading time and body (sanitized
// again at render), then 'Recent Articles': three other posts chosen at random.
import { lazy } from 'react';
import { useLoaderData, Link, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdSlot } from '../components/ad-slot';
import { longDate } from '../lib/dates';
import { PostCard } from '../components/blog/post-card';
import { RichText } from '../components/blog/rich-text';
import { Calendar, Clock } from '../components/ui/icons';
import { ShareButtons } from '../components/ui/share-buttons';
import { excerptOf } from '../lib/views/post-card';
import { loadPostPage } from '../domain/posts/post-page.server';
import { heldPhotoBytes } from '../domain/media/held-photos.server';
import { postImageOf, withPhotoBytes } from '../lib/held-photo';
import { publicOrigin } from '../server-lib/public-origin.server';
import { imageSrc, imageSrcSet, smallImage } from '../lib/media-url';
import { useDataSaver } from '../lib/data-saver';
import { useRootData, useT, useTextLang } from '../lib/root-data';
import { isFiled } from '../lib/constants';
import { timeAgo } from '../lib/time-ago';
import { absoluteImageUrl } from '../lib/media-url';
import { breadcrumbJsonLd, postJsonLd } from '../lib/structured-data';
import { addStructuredData } from '../server-lib/structured-data.server';
import { notFoundTitle } from '../lib/page-title';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await loadPostPage({ slug: params.slug ?? '' });
  // The root ErrorBoundary shows the 404 page for this.
  if (!page) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const origin = publicOrigin();
  const { post } = page;
  const shareUrl = `${origin}/post/${post.slug}`;
  addStructuredData(context, () => [postJsonLd({ post, origin, url: shareUrl }), breadcrumbJsonLd(origin, [['Yangon Homes', '/'], ['Blog', '/blogs'], [post.title, `/post/${post.slug}`]])]);
  // With the data saver on, each picture waits for a tap that names its size (lib/held-photo.ts).
  const photoBytes = await heldPhotoBytes(request, [post.image, ...page.recent.map(postImageOf)]);
  return { ...page, recent: withPhotoBytes(page.recent, photoBytes, postImageOf), ...(photoBytes && { photoBytes }), origin, shareUrl, summary: excerptOf(post.content, 160) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: notFoundTitle(matches) }];
  const { post, summary, shareUrl, origin } = data;
  return [
    { title: `${post.title} · Yangon Homes` },
    { name: 'description', content: summary },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: summary },
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: shareUrl },
    { property: 'article:published_time', content: post.createdAt },
    { property: 'article:section', content: post.category },
    { tagName: 'link', rel: 'canonical', href: shareUrl },
    { name: 'twitter:card', content: post.image ? 'summary_large_image' : 'summary' },
    ...(post.image ? [{ property: 'og:image', content: absoluteImageUrl(origin, post.image) }, { name: 'twitter:image', content: absoluteImageUrl(origin, post.image) }] : []),
  ];
};

export default function PostPage() {
  const t = useT();
  const textLang = useTextLang();
  const { lang } = useRootData();
  const { post, recent, shareUrl, photoBytes } = useLoaderData<typeof loader>();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-6 sm:pt-10">
      <article className="mx-auto max-w-3xl">
        <header className="flex flex-col gap-3">
          {isFiled(post.category) && (
            <Link
              to={`/blogs?category=${encodeURIComponent(post.category)}`}
              className="self-start rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold text-brand hover:underline"
            >
              {t(post.category)}
            </Link>
          )}
          <h1 lang={textLang(post.title)} className="text-balance text-2xl font-extrabold leading-tight tracking-tight text-fg sm:text-4xl">
            {post.title}
          </h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <span className="flex items-center gap-1.5">
              <Calendar size={16} />
              <time dateTime={post.createdAt}>{longDate(post.createdAt, lang)}</time>
              <span aria-hidden="true">·</span>
              <span suppressHydrationWarning>{timeAgo(post.createdAt, t)}</span>
            </span>
            <span className="flex items-center gap-1.5">
              <Clock size={16} />
              {t('{n} min read', { n: post.readingMinutes })}
            </span>
          </p>
        </header>
        {post.image && <Cover image={post.image} bytes={photoBytes?.[post.image]} />}
        <RichText html={post.content} className="mt-4 text-base sm:text-lg" />
        <div className="mt-8 border-t border-line pt-4">
          <ShareButtons url={shareUrl} title={post.title} label={t('Share this article')} networks={['facebook', 'viber']} />
        </div>
      </article>

      <AdSlot slot="post" className="mx-auto mt-8 max-w-3xl" />

      {recent.length > 0 && (
        <section aria-labelledby="recent-articles-heading" className="mt-12">
          <h2 id="recent-articles-heading" className="mb-4 text-xl font-bold tracking-tight text-fg sm:text-2xl">
            {t('Recent Articles')}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {recent.map((other) => (
              <li key={other._id}>
                <PostCard post={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The post's picture; with the data saver on, a small button in its place until tapped (components/held-photos.tsx), then the 400 px file it named. */
function Cover({ image, bytes }: { image: string; bytes?: number }) {
  const saver = useDataSaver();
  const picture = (
    <img
      src={saver ? smallImage(image) : imageSrc(image)}
      srcSet={saver ? undefined : imageSrcSet(image)}
      sizes={saver ? undefined : '(min-width: 768px) 768px, 100vw'}
      width={800}
      height={450}
      alt=""
      fetchPriority="high"
      className="mt-6 aspect-video h-auto w-full rounded-xl bg-surface-2 object-cover"
    />
  );
  return saver ? <Held kind="cover" bytes={bytes} shown={picture} /> : picture;
}

const Held = lazy(() => import('../components/held-photos'));
