// The query strings of the admins' /api lists, shared by their routes and the /api document
// (domain/api-docs): a bad value is a 400 with a message, never a 500.
import { z } from 'zod';
import { INBOX_PAGE, MAX_INBOX_PAGE } from './inbox.server';
import { MAX_ALL_USERS, MAX_USERS_PAGE } from './list-users.server';
import { PAGE_SIZES } from '../../lib/constants';

const startIndex = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** GET /api/admin/inbox */
export const inboxQuery = z.object({
  kind: z.enum(['messages', 'inquiries']),
  startIndex,
  limit: z.coerce.number().int().min(1).max(MAX_INBOX_PAGE).default(INBOX_PAGE),
});

/** GET /api/user/getusers */
export const usersQuery = z.object({
  startIndex,
  limit: z.coerce.number().int().min(1).max(MAX_USERS_PAGE).default(PAGE_SIZES.adminUsers),
  sort: z.enum(['asc', 'desc']).default('desc'),
});

/** GET /api/user/getallusers */
export const allUsersQuery = z.object({
  startIndex,
  limit: z.coerce.number().int().min(1).max(MAX_ALL_USERS).default(MAX_ALL_USERS),
});
