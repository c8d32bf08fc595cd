// What /post/:slug receives (loadPostPage, domain/posts/post-page.server.ts).
import type { PostCardData } from './post-card';
import type { PostView } from './post-view';

export interface PostPageData {
  post: PostView & { readingMinutes: number };
  recent: PostCardData[];
}
