// How usernames are told apart: as a reader sees them. Unicode NFKC folds compatibility forms
// (full-width 'ｇｏｌｄｅｎ' is 'golden'), then case is folded. The unique index on users
// (db/schema/entities.ts) is built on the same expression, so the check and the index cannot disagree.
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';

/** The key of a typed username, in SQL (compared with `usernameKeyColumn`). */
export const usernameKey = (username: string): SQL => sql`lower(normalize(${username}::text, NFKC))`;

/** The key of the stored usernames; the expression of `users_username_key_idx`. */
export const usernameKeyColumn: SQL = sql`lower(normalize(${users.username}, NFKC))`;
