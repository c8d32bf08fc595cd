// 'Agencies' and 'Latest from the blog' on the home page: 27 loaded, 9 shown, 'View More' adds 9.
import type { AgentCardData } from '../../domain/agents/agent-view';
import type { PostCardData } from '../../domain/home/post-card';
import { PAGE_SIZES } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import { AgentCard } from '../agents/agent-card';
import { PostCard } from '../blog/post-card';
import { useReveal } from './reveal';
import { SectionHeading, ViewMore } from './section';

export function RecentAgents({ agents }: { agents: AgentCardData[] }) {
  const t = useT();
  const { shown, hasMore, more } = useReveal(agents.length, PAGE_SIZES.homeShow);
  if (agents.length === 0) return null;
  return (
    <section aria-labelledby="agents-heading">
      <SectionHeading id="agents-heading" title={t('Trusted agencies')} subtitle={t('Agencies that list on Yangon Homes')} to="/agent" />
      <ul id="home-agents" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {agents.slice(0, shown).map((agent) => (
          <li key={agent._id}>
            <AgentCard agent={agent} />
          </li>
        ))}
      </ul>
      {hasMore && <ViewMore onClick={more} controls="home-agents" />}
    </section>
  );
}

export function RecentPosts({ posts }: { posts: PostCardData[] }) {
  const t = useT();
  const { shown, hasMore, more } = useReveal(posts.length, PAGE_SIZES.homeShow);
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="posts-heading">
      <SectionHeading id="posts-heading" title={t('Recent posts')} subtitle={t('Guides, new projects and property news')} to="/blogs" />
      <ul id="home-posts" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {posts.slice(0, shown).map((post) => (
          <li key={post._id}>
            <PostCard post={post} compact />
          </li>
        ))}
      </ul>
      {hasMore && <ViewMore onClick={more} controls="home-posts" />}
    </section>
  );
}
