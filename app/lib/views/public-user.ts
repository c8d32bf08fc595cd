// What of a user may leave the server. The password hash never does; the e-mail only to the
// user themself (and admins), never to the public.
import type { User } from '../../db/schema';

export interface SessionUser {
  _id: string;
  username: string;
  email: string;
  avatar: string | null;
  isAdmin: boolean;
  role: string;
  createdAt: string;
}

export function toSessionUser(user: User): SessionUser {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    isAdmin: user.isAdmin,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}
