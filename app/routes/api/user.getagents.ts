// GET /api/user/getagents: the agency directory, page by page (the /agent page asks for 8).
// Sorting only by whitelisted fields; public fields only (never an e-mail or a password hash).
import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { AGENT_SORT_FIELDS } from '../../lib/views/agent-view';
import { listAgents, MAX_AGENTS_PAGE } from '../../domain/agents/list-agents.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';
import { PAGE_SIZES } from '../../lib/constants';
import { blank, limitField, startIndexField } from '../../lib/schemas/paging';

const query = z.object({
  limit: limitField(MAX_AGENTS_PAGE, PAGE_SIZES.agents),
  startIndex: startIndexField,
  sortField: z.preprocess(blank, z.enum(AGENT_SORT_FIELDS, `sortField must be one of ${AGENT_SORT_FIELDS.join(', ')}.`).optional()),
  sortOrder: z.preprocess(blank, z.enum(['asc', 'desc'], 'sortOrder must be asc or desc.').default('desc')),
});

export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => listAgents(readQuery(request, query)));
}

export const action = methodNotAllowed;
