// The agent (agency) directory: GET /api/user/getagents as whole agencies, the /agent page and the
// home page as cards. One query: each agency with its owner's public fields and its number of
// listings.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, prepared } from '../../db/registry.server';
import { agentProfiles, users } from '../../db/schema';
import type { AgentCardData, AgentSortField, AgentView } from '../../lib/views/agent-view';
import { agentCardColumns, agentColumns, toAgentCardFromRow, toAgentView } from './agent-view.server';

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

// The directory's own order (the API's default, and the cards of the home page and /agent):
// prepared, their SQL built once.
const directoryOrderQuery = prepared('agents_directory_order', (db, name) =>
  fromAgencies(db)
    .orderBy(...ordering('priority', 'desc'))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('startIndex'))
    .prepare(name),
);

const directoryCardsQuery = prepared('agents_directory_cards', (db, name) =>
  db
    .select(agentCardColumns)
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .orderBy(...ordering('priority', 'desc'))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('startIndex'))
    .prepare(name),
);

const pageOf = (options: Pick<ListAgentsOptions, 'startIndex' | 'limit'>) => ({
  limit: Math.min(Math.max(1, options.limit ?? 8), MAX_AGENTS_PAGE),
  startIndex: Math.max(0, options.startIndex ?? 0),
});

/** The directory's agencies in its own order, as their cards show them. */
export async function listAgentCards(options: Pick<ListAgentsOptions, 'startIndex' | 'limit'>): Promise<AgentCardData[]> {
  return (await directoryCardsQuery().execute(pageOf(options))).map(toAgentCardFromRow);
}

export async function listAgents(options: ListAgentsOptions = {}): Promise<AgentView[]> {
  const { limit, startIndex } = pageOf(options);
  const sortField = options.sortField ?? 'priority';
  const sortOrder = options.sortOrder ?? 'desc';
  const rows =
    sortField === 'priority' && sortOrder === 'desc'
      ? await directoryOrderQuery().execute({ limit, startIndex })
      : await fromAgencies(getDb()).orderBy(...ordering(sortField, sortOrder)).limit(limit).offset(startIndex);
  return rows.map(toAgentView);
}
