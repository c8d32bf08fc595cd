// The agent (agency) directory: GET /api/user/getagents, the /agent page and the home page.
// One query: each agency with its owner's public fields and its number of listings.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, listings, users } from '../../db/schema';
import { sanitizeRichText } from '../../lib/sanitize.server';
import type { AgentSortField, AgentView } from './agent-view';

export const MAX_AGENTS_PAGE = 50;

export interface ListAgentsOptions {
  /** Whitelisted by the caller's schema; the default is the directory's order. */
  sortField?: AgentSortField;
  sortOrder?: 'asc' | 'desc';
  startIndex?: number;
  limit?: number;
}

/** The columns an agent view is made of, shared with the single-agent read. */
export const agentColumns = {
  userId: agentProfiles.userId,
  name: agentProfiles.name,
  description: agentProfiles.description,
  address: agentProfiles.address,
  phone: agentProfiles.phone,
  facebook: agentProfiles.facebook,
  imageUrls: agentProfiles.imageUrls,
  priority: agentProfiles.priority,
  createdAt: agentProfiles.createdAt,
  username: users.username,
  avatar: users.avatar,
  listingCount: sql<number>`(select count(*) from ${listings} where ${listings.userRef} = ${agentProfiles.userId})`.mapWith(Number),
};

interface AgentRow {
  userId: string;
  name: string;
  description: string;
  address: string;
  phone: string;
  facebook: string;
  imageUrls: string[];
  priority: number;
  createdAt: Date;
  username: string;
  avatar: string | null;
  listingCount: number;
}

export function toAgentView(row: AgentRow): AgentView {
  return {
    _id: row.userId,
    username: row.username,
    avatar: row.avatar,
    name: row.name,
    // Sanitized again when it leaves: rows written by older code or by hand must not carry markup.
    description: sanitizeRichText(row.description),
    address: row.address,
    phone: row.phone,
    facebook: row.facebook,
    imageUrls: row.imageUrls,
    priority: row.priority,
    listingCount: row.listingCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Priority first (admins promote agencies), newest next; a chosen sort field goes in front. */
function ordering(sortField: AgentSortField | undefined, sortOrder: 'asc' | 'desc'): SQL[] {
  const dir = sortOrder === 'asc' ? asc : desc;
  const byField: Record<AgentSortField, SQL[]> = {
    priority: [dir(agentProfiles.priority), desc(agentProfiles.createdAt)],
    createdAt: [dir(agentProfiles.createdAt)],
    name: [dir(sql`lower(${agentProfiles.name})`), desc(agentProfiles.createdAt)],
  };
  // The user id breaks ties so that pages never repeat or skip an agency.
  return [...byField[sortField ?? 'priority'], asc(agentProfiles.userId)];
}

export async function listAgents(options: ListAgentsOptions = {}): Promise<AgentView[]> {
  const limit = Math.min(Math.max(1, options.limit ?? 8), MAX_AGENTS_PAGE);
  const rows = await getDb()
    .select(agentColumns)
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .orderBy(...ordering(options.sortField, options.sortOrder ?? 'desc'))
    .limit(limit)
    .offset(Math.max(0, options.startIndex ?? 0));
  return rows.map(toAgentView);
}
