// What /agent/:id receives (loadAgentPage, domain/agents/agent-page.server.ts).
import type { AgencyView } from './agent-view';
import type { ListingCardData } from './listing-card';

export interface AgentPageData {
  /**
   * The agency's fields but its place in the directory; for a user without a profile, the
   * username as its name and empty fields ('' or null).
   */
  agent: Omit<AgencyView, 'priority'> & {
    _id: string;
    username: string;
    avatar: string | null;
    isAgency: boolean;
    createdAt: string;
  };
  counts: { rent: number; sale: number; total: number };
  /** The first page of the agent's listings, newest first (Show More asks the page for the next ones). */
  listings: ListingCardData[];
  pageSize: number;
  /** Only for an admin who is not this agent. */
  email: string | null;
}
