// 'Agencies' and 'Latest from the blog' on the home page: the page comes with the first 9 of
// each; 'View More' asks the /api for the next 9 (GET /api/user/getagents, /api/post/getposts).
import { toAgentCard, type AgentView } from '../../lib/views/agent-view';
import type { PostCardData } from '../../lib/views/post-card';
import type { PostView } from '../../lib/views/post-view';
import { PAGE_SIZES } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import { AgentCard, type AgentCardFields } from '../agents/agent-card';
import { PostCard } from '../blog/post-card';
import { getJson, useLoadMore } from './load-more';
import { SectionHeading, ViewMore } from './section';

const PAGE = PAGE_SIZES.homeShow;

const fetchAgents = async (startIndex: number) =>
  (await getJson<AgentView[]>(`/api/user/getagents?startIndex=${startIndex}&limit=${PAGE}`)).map(toAgentCard);

// The card maker is loaded on the first click, not with the page: the first paint does not need it.
async function fetchPosts(startIndex: number) {
  const [body, { toPostCard }] = await Promise.all([
    getJson<{ posts: PostView[] }>(`/api/post/getposts?startIndex=${startIndex}&limit=${PAGE}`),
    import('../../lib/views/post-card'),
  ]);
  return body.posts.map(toPostCard);
}

export function RecentAgents({ agents }: { agents: { items: AgentCardFields[]; more: boolean } }) {
  const t = useT();
  const { items, hasMore, busy, failed, loadMore } = useLoadMore({ initial: agents.items, initialHasMore: agents.more, pageSize: PAGE, fetchPage: fetchAgents });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="agents-heading">
      <SectionHeading id="agents-heading" title={t('Trusted agencies')} subtitle={t('Agencies that list on Yangon Homes')} to="/agent" />
      <ul id="home-agents" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((agent) => (
          <li key={agent._id}>
            <AgentCard agent={agent} />
          </li>
        ))}
      </ul>
      {hasMore && <ViewMore onClick={() => void loadMore()} controls="home-agents" busy={busy} failed={failed} />}
    </section>
  );
}

export function RecentPosts({ posts }: { posts: { items: PostCardData[]; more: boolean } }) {
  const t = useT();
  const { items, hasMore, busy, failed, loadMore } = useLoadMore({ initial: posts.items, initialHasMore: posts.more, pageSize: PAGE, fetchPage: fetchPosts });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="posts-heading">
      <SectionHeading id="posts-heading" title={t('Recent posts')} subtitle={t('Guides, new projects and property news')} to="/blogs" />
      <ul id="home-posts" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((post) => (
          <li key={post._id}>
            <PostCard post={post} compact />
          </li>
        ))}
      </ul>
      {hasMore && <ViewMore onClick={() => void loadMore()} controls="home-posts" busy={busy} failed={failed} />}
    </section>
  );
}
