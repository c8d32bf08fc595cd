// Users and agencies as /api answers them (lib/views/public-user.ts, agent-view.ts,
// admin-view.ts): never a password hash; an e-mail only where the view type has one.
import { z } from 'zod';
import { id, isoDate } from './dates';
import { sameShape, type Same } from './same-shape';
import type { AdminUserView, UserChoice } from '../../views/admin-view';
import type { AgencyView, AgentView } from '../../views/agent-view';
import type { PublicUserView, SessionUser } from '../../views/public-user';

export const sessionUserSchema = z.object({
  _id: id,
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  role: z.string(),
  createdAt: isoDate,
});
sameShape<Same<z.output<typeof sessionUserSchema>, SessionUser>>();

export const agencyViewSchema = z.object({
  name: z.string(),
  description: z.string().describe('Sanitized HTML.'),
  address: z.string(),
  phone: z.string(),
  facebook: z.string(),
  viber: z.string().nullable(),
  whatsapp: z.string().nullable(),
  messenger: z.string().nullable(),
  imageUrls: z.array(z.string()),
  priority: z.number(),
});
sameShape<Same<z.output<typeof agencyViewSchema>, AgencyView>>();

export const agentViewSchema = agencyViewSchema.extend({
  _id: id.describe("The agent's user id."),
  username: z.string(),
  avatar: z.string().nullable(),
  listingCount: z.int(),
  createdAt: isoDate,
});
sameShape<Same<z.output<typeof agentViewSchema>, AgentView>>();

export const publicUserViewSchema = agencyViewSchema.partial().extend({
  _id: id,
  username: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  createdAt: isoDate,
  email: z.string().optional().describe('Only for the user themself or an admin.'),
});
sameShape<Same<z.output<typeof publicUserViewSchema>, PublicUserView>>();

export const adminUserViewSchema = sessionUserSchema.extend({
  agencyName: z.string().nullable(),
  priority: z.number().nullable(),
  updatedAt: isoDate,
});
sameShape<Same<z.output<typeof adminUserViewSchema>, AdminUserView>>();

export const userChoiceSchema = z.object({ _id: id, username: z.string(), email: z.string() });
sameShape<Same<z.output<typeof userChoiceSchema>, UserChoice>>();
