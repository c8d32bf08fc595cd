// GET /api/user/getagents: the agency directory, page by page (the /agent page asks for 8).
// Sorting only by whitelisted fields; public fields only (never an e-mail or a password hash).
import type { LoaderFunctionArgs } from 'react-router';
import { agentsQuery } from '../../domain/agents/agents-query.server';
import { listAgents } from '../../domain/agents/list-agents.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => listAgents(await readQuery(request, agentsQuery)));
}

export const action = methodNotAllowed;
