// What the home page receives (loadHome, domain/home/load-home.server.ts).
import type { AgentCardData } from './agent-view';
import type { ListingTileData } from './listing-tile';
import type { PostCardData } from './post-card';
import type { ListingTally } from './townships';

export interface HomeData {
  counts: { rent: number; sale: number };
  townships: ListingTally['townships'];
  rent: ListingTileData[];
  sale: ListingTileData[];
  agents: AgentCardData[];
  posts: PostCardData[];
}
