// What the home page receives (loadHome, domain/home/load-home.server.ts).
import type { AgentCardData } from './agent-view';
import type { ListingCardData } from './listing-card';
import type { PostCardData } from './post-card';
import type { ListingTally } from './townships';

export interface HomeData {
  counts: { rent: number; sale: number };
  townships: ListingTally['townships'];
  rent: ListingCardData[];
  sale: ListingCardData[];
  agents: AgentCardData[];
  posts: PostCardData[];
}
