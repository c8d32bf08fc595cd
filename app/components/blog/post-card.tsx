// A blog post in a list (home, /blogs, 'Recent Articles'): cover, category, title, excerpt,
// date and reading time. `compact` makes it a row with a thumbnail on phones (the home page
// lists 9 posts under everything else), and the usual card from 640 px. `priority`: the cover is in
// the first screen (a list's first cards), so it loads at once rather than lazily.
import { lazy } from 'react';
import { Link } from 'react-router';
import type { PostCardData } from '../../lib/views/post-card';
import { imageSrcSet, smallImage } from '../../lib/media-url';
import { useT, useTextLang } from '../../lib/root-data';
import { isFiled } from '../../lib/constants';
import { burmeseLines } from '../../lib/burmese-lines';
import { timeAgo } from '../../lib/time-ago';
import { Clock } from '../ui/icons';
import { pictureLoading } from '../ui/picture-loading';
import { useDataSaver } from '../../lib/data-saver';

const Held = lazy(() => import('../held-photos'));

export function PostCard({ post, compact = false, priority = false }: { post: PostCardData; compact?: boolean; priority?: boolean }) {
  const t = useT();
  const textLang = useTextLang();
  const saver = useDataSaver();
  // Whole class names (not assembled) so that Tailwind finds them in the source.
  const styles = compact
    ? { article: 'flex-row sm:flex-col', media: 'w-28 min-h-24 sm:aspect-video sm:w-full', body: 'p-3 sm:p-4', title: 'text-sm sm:text-base', excerpt: 'hidden sm:block' }
    : { article: 'flex-col', media: 'aspect-video w-full', body: 'p-4', title: 'text-base', excerpt: 'block' };
  // With the data saver on, a small button holds the picture's place until tapped
  // (components/held-photos.tsx), then the 400 px file it named.
  const frame = (
    <div className={`relative shrink-0 bg-surface-2 ${styles.media}`}>
      {post.image ? (
        <img
          src={smallImage(post.image)}
          srcSet={saver ? undefined : imageSrcSet(post.image)}
          sizes={saver ? undefined : compact ? '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 112px' : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'}
          width={400}
          height={225}
          {...pictureLoading(priority || saver)}
          decoding="async"
          alt=""
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-linear-to-br from-surface-2 to-line text-3xl font-bold text-muted">
          {post.title.slice(0, 1)}
        </div>
      )}
    </div>
  );
  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md ${styles.article}`}
    >
      {saver && post.image ? <Held kind="post" post={post} compact={compact} shown={frame} /> : frame}
      <div className={`flex min-w-0 flex-1 flex-col gap-2 ${styles.body}`}>
        {isFiled(post.category) && <span className="self-start rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-brand">{t(post.category)}</span>}
        <h3 lang={textLang(post.title)} className={`line-clamp-2 font-bold leading-snug text-fg ${styles.title} ${burmeseLines(post.title, 2)}`}>
          {/* The whole card is clickable through this link's stretched area. */}
          <Link to={`/post/${post.slug}`} prefetch="intent" className="after:absolute after:inset-0 group-hover:underline">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && (
          <p lang={textLang(post.excerpt)} className={`line-clamp-3 text-sm text-muted ${styles.excerpt} ${burmeseLines(post.excerpt, 3)}`}>
            {post.excerpt}
          </p>
        )}
        <p className="mt-auto flex items-center gap-2 pt-1 text-xs text-muted">
          <time dateTime={post.createdAt} suppressHydrationWarning>
            {timeAgo(post.createdAt, t)}
          </time>
          <span aria-hidden="true">·</span>
          <span className="flex items-center gap-1">
            <Clock size={13} />
            {t('{n} min read', { n: post.readingMinutes })}
          </span>
        </p>
      </div>
    </article>
  );
}
