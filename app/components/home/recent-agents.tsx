// 'Agencies' and 'Latest from the blog' on the home page: the page comes with the first 9 of
// each; 'View More' asks /home-lists/:list for the next 9 of that list (lib/show-more).
import type { PostCardData } from '../../lib/views/post-card';
import { PAGE_SIZES } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import { useShowMore } from '../../lib/show-more/use-show-more';
import { AgentCard } from '../agents/agent-card';
import type { AgentCardData } from '../../lib/views/agent-view';
import { PostCard } from '../blog/post-card';
import { homeBatch, type HomeBatch } from './home-batch';
import { SectionHeading, ViewMore } from './section';

export function RecentAgents({ agents }: { agents: HomeBatch<AgentCardData> }) {
  const t = useT();
  const { items, hasMore, busy, failed, showMore, listProps } = useShowMore({
    first: agents.items,
    firstHasMore: agents.more,
    pageSize: PAGE_SIZES.homeShow,
    ...homeBatch<AgentCardData>('agents'),
  });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="agents-heading">
      <SectionHeading id="agents-heading" title={t('Trusted agencies')} subtitle={t('Agencies that list on Yangon Homes')} to="/agent" />
      <ul id="home-agents" {...listProps} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((agent) => (
          <li key={agent._id}>
            <AgentCard agent={agent} />
          </li>
        ))}
      </ul>
      {hasMore && <ViewMore onClick={showMore} controls="home-agents" busy={busy} failed={failed} />}
    </section>
  );
}

export function RecentPosts({ posts }: { posts: HomeBatch<PostCardData> }) {
  const t = useT();
  const { items, hasMore, busy, failed, showMore, listProps } = useShowMore({
    first: posts.items,
    firstHasMore: posts.more,
    pageSize: PAGE_SIZES.homeShow,
    ...homeBatch<PostCardData>('posts'),
  });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="posts-heading">
      <SectionHeading id="posts-heading" title={t('Recent posts')} subtitle={t('Guides, new projects and property news')} to="/blogs" />
      <ul id="home-posts" {...listProps} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((post) => (
          <li key={post._id}>
            <PostCard post={post} compact />
          </li>
        ))}
      </ul>
      {hasMore && <ViewMore onClick={showMore} controls="home-posts" busy={busy} failed={failed} />}
    </section>
  );
}
