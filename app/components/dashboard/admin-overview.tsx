// The admin's first tab: totals with last month's additions, and the five newest users,
// listings and posts, each with a way to the full table.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOverview as Overview } from '../../lib/views/admin-view';
import { smallImage } from '../../lib/media-url';
import { useT, useTextLang } from '../../lib/root-data';
import { timeAgo } from '../../lib/time-ago';
import { Avatar } from '../layout/avatar';
import { StatCard } from '../stat-card';

function Recent({ title, seeAll, empty, children }: { title: string; seeAll: string; empty: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <section className="min-w-0 rounded-xl border border-line bg-surface">
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 className="font-semibold text-fg">{title}</h2>
        <Link to={seeAll} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand">
          {t('See all')}
        </Link>
      </div>
      {empty ? <p className="px-4 py-3 text-sm text-muted">{t('Nothing yet.')}</p> : <ul className="divide-y divide-line">{children}</ul>}
    </section>
  );
}

const Thumb = ({ src }: { src: string | null }) =>
  src ? (
    <img src={smallImage(src)} alt="" width={64} height={43} className="h-[43px] w-16 shrink-0 rounded object-cover" />
  ) : (
    <span aria-hidden="true" className="h-[43px] w-16 shrink-0 rounded bg-surface-2" />
  );

export function AdminOverview({ overview }: { overview: Overview }) {
  const t = useT();
  const row = 'flex items-center gap-3 px-4 py-2 text-sm';
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label={t('Total Users')} total={overview.users.total} lastMonth={overview.users.lastMonth} />
        <StatCard label={t('Total Listings')} total={overview.listings.total} lastMonth={overview.listings.lastMonth} />
        <StatCard label={t('Total Posts')} total={overview.posts.total} lastMonth={overview.posts.lastMonth} />
      </div>
      <div className="grid gap-4 xl:grid-cols-3">
        <Recent title={t('Recent users')} seeAll="/dashboard?tab=users" empty={!overview.recentUsers.length}>
          {overview.recentUsers.map((u) => (
            <li key={u._id} className={row}>
              <Avatar src={u.avatar} name={u.username} />
              <span className="min-w-0 flex-1 truncate font-medium text-fg">{u.username}</span>
              <span className="shrink-0 text-xs text-muted">{timeAgo(u.createdAt, t)}</span>
            </li>
          ))}
        </Recent>
        <Recent title={t('Recent listings')} seeAll="/dashboard?tab=users-listings" empty={!overview.recentListings.length}>
          {overview.recentListings.map((l) => (
            <li key={l._id} className={row}>
              <Thumb src={l.cover} />
              <TitleWithMeta to={`/listing/${l._id}`} title={l.name} meta={l.type === 'rent' ? t('Rent') : t('Sale')} />
            </li>
          ))}
        </Recent>
        <Recent title={t('Recent posts')} seeAll="/dashboard?tab=posts" empty={!overview.recentPosts.length}>
          {overview.recentPosts.map((p) => (
            <li key={p._id} className={row}>
              <Thumb src={p.image} />
              <TitleWithMeta to={`/post/${encodeURIComponent(p.slug)}`} title={p.title} meta={t(p.category)} />
            </li>
          ))}
        </Recent>
      </div>
    </div>
  );
}

/**
 * A recent listing's or post's title on up to three lines with its kind under it. Side by side in
 * a third of a wide screen, a label beside the title ('Knowledge Base') left it a few letters.
 */
function TitleWithMeta({ to, title, meta }: { to: string; title: string; meta: string }) {
  const textLang = useTextLang();
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <Link lang={textLang(title)} to={to} className="line-clamp-3 font-medium text-fg [overflow-wrap:anywhere] hover:text-brand">
        {title}
      </Link>
      <span className="text-xs text-muted">{meta}</span>
    </span>
  );
}
