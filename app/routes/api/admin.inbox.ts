import type { LoaderFunctionArgs } from 'react-router';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { inboxQuery } from '../../domain/admin/admin-queries.server';
import { listContactMessages, listInquiries } from '../../domain/admin/inbox.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';

// GET /api/admin/inbox?kind=messages|inquiries&startIndex= (admins): the dashboard's Inbox tab,
// one batch at a time ({ messages, totalMessages } or { inquiries, totalInquiries }).
export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    await requireApiAdmin(request);
    const { kind, ...page } = await readQuery(request, inboxQuery);
    return { success: true, ...(kind === 'messages' ? await listContactMessages(page) : await listInquiries(page)) };
  });
}

export const action = methodNotAllowed;
