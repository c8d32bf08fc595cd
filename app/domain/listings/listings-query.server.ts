// The query strings of GET /api/listing/get and GET /api/user/listings/{userId}, shared by their
// routes and the /api document (domain/api-docs): a bad value is a 400, never a 500.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './list-listings.server';

export const listingsQuery = z.object({
  type: z.enum(['rent', 'sale', 'all']).optional(),
  userId: z.string().uuid('userId must be a user id.').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}.`).default(9),
});

export const userListingsQuery = z.object({ startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0) });
