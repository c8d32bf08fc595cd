// The agent (agency) directory: GET /api/user/getagents, the /agent page and the home page.
// One query: each agency with its owner's public fields and its number of listings.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, users } from '../../db/schema';
import type { AgentSortField, AgentView } from '../../lib/views/agent-view';
import { agentColumns, toAgentView } from './agent-view.server';

export const MAX_AGENTS_PAGE = 50;

export interface ListAgentsOptions {
  /** Whitelisted by the caller's schema; the default is the directory's order. */
  sortField?: AgentSortField;
  sortOrder?: 'asc' | 'desc';
  startIndex?: number;
  limit?: number;
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
