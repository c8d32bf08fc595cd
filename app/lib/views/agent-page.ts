// What /agent/:id receives (loadAgentPage, domain/agents/agent-page.server.ts).
import type { ListingCardData } from './listing-card';

export interface AgentPageData {
  agent: {
    _id: string;
    /** The agency name, or the username of a user without a profile. */
    name: string;
    username: string;
    avatar: string | null;
    isAgency: boolean;
    /** Sanitized HTML ('' without a profile). */
    description: string;
    address: string;
    phone: string;
    facebook: string;
    viber: string | null;
    whatsapp: string | null;
    messenger: string | null;
    imageUrls: string[];
    createdAt: string;
  };
  counts: { rent: number; sale: number; total: number };
  /** The first page of the agent's listings, newest first (Show More asks the page for the next ones). */
  listings: ListingCardData[];
  pageSize: number;
  /** Only for an admin who is not this agent. */
  email: string | null;
}
