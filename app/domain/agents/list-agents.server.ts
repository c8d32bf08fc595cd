// The agent (agency) directory: GET /api/user/getagents, the /agent page and the home page.
// One query: each agency with its owner's public fields and its number of listings.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, prepared } from '../../db/registry.server';
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

const fromAgencies = (db: ReturnType<typeof getDb>) => db.select(agentColumns).from(agentProfiles).innerJoin(users, eq(users.id, agentProfiles.userId));

// The directory's own order (the home page and /agent as they open): prepared, its SQL built once.
const directoryOrderQuery = prepared('agents_directory_order', (db, name) =>
  fromAgencies(db)
    .orderBy(...ordering('priority', 'desc'))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('startIndex'))
    .prepare(name),
);

export async function listAgents(options: ListAgentsOptions = {}): Promise<AgentView[]> {
  const limit = Math.min(Math.max(1, options.limit ?? 8), MAX_AGENTS_PAGE);
  const startIndex = Math.max(0, options.startIndex ?? 0);
  const sortField = options.sortField ?? 'priority';
  const sortOrder = options.sortOrder ?? 'desc';
  const rows =
    sortField === 'priority' && sortOrder === 'desc'
      ? await directoryOrderQuery().execute({ limit, startIndex })
      : await fromAgencies(getDb()).orderBy(...ordering(sortField, sortOrder)).limit(limit).offset(startIndex);
  return rows.map(toAgentView);
}
