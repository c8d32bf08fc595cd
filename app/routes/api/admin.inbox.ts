import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { INBOX_PAGE, listContactMessages, listInquiries, MAX_INBOX_PAGE } from '../../domain/admin/inbox.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';

const query = z.object({
  kind: z.enum(['messages', 'inquiries']),
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_INBOX_PAGE).default(INBOX_PAGE),
});

// GET /api/admin/inbox?kind=messages|inquiries&startIndex= (admins): the dashboard's Inbox tab,
// one batch at a time ({ messages, totalMessages } or { inquiries, totalInquiries }).
export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    await requireApiAdmin(request);
    const { kind, ...page } = readQuery(request, query);
    return { success: true, ...(kind === 'messages' ? await listContactMessages(page) : await listInquiries(page)) };
  });
}

export const action = methodNotAllowed;
