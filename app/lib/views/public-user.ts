// What of a user may leave the server. The password hash never does; the e-mail only to the
// user themself (and admins), never to the public.

import type { AgencyView } from './agent-view';

export interface SessionUser {
  _id: string;
  username: string;
  email: string;
  avatar: string | null;
  isAdmin: boolean;
  role: string;
  createdAt: string;
}

/** A user's public page data (GET /api/user/:id): the e-mail only for the user themself or an admin. */
export interface PublicUserView extends Partial<AgencyView> {
  _id: string;
  username: string;
  avatar: string | null;
  role: string;
  createdAt: string;
  /** Present only for the user themself or an admin. */
  email?: string;
  // The agency fields are present when the user has an agency profile.
}
