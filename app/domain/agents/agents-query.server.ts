// The query string of GET /api/user/getagents, shared by its route and the /api document
// (domain/api-docs). Sorting only by whitelisted fields.
import { z } from 'zod';
import { MAX_AGENTS_PAGE } from './list-agents.server';
import { PAGE_SIZES } from '../../lib/constants';
import { blank, limitField, startIndexField } from '../../lib/schemas/paging';
import { AGENT_SORT_FIELDS } from '../../lib/views/agent-view';

export const agentsQuery = z.object({
  limit: limitField(MAX_AGENTS_PAGE, PAGE_SIZES.agents),
  startIndex: startIndexField,
  sortField: z.preprocess(blank, z.enum(AGENT_SORT_FIELDS, `sortField must be one of ${AGENT_SORT_FIELDS.join(', ')}.`).optional()),
  sortOrder: z.preprocess(blank, z.enum(['asc', 'desc'], 'sortOrder must be asc or desc.').default('desc')),
});
