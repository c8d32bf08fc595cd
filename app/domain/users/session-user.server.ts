// A user as they leave the server (lib/views/public-user.ts): never the password hash.
import type { User } from '../../db/schema';
import type { SessionUser } from '../../lib/views/public-user';

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
