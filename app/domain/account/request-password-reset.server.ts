// "Forgot password": e-mails a one-time link to set a new password. The answer is the same
// whether or not the address has an account, and the mail is queued in the background (not
// awaited: even storing the job takes time an unknown address does not), so neither the words
// nor the time taken tell a stranger who is registered here.
// Tokens: 32 random bytes in the link; only their SHA-256 is stored; one hour; single use.
// At most MAX_PER_HOUR links per account per hour: more requests are answered, and ignored.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { passwordResetTokens, users, type User } from '../../db/schema';
import { chosenLang, translator } from '../../lib/i18n';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { hashToken } from '../auth/session.server';
import { sendMail } from '../mail/send-mail.server';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const MAX_PER_HOUR = 3;
export const RESET_MAIL_SUBJECT = 'Reset your Yangon Homes password';

/** Mails still being queued; tests wait for them instead of guessing a delay. */
const pending = new Set<Promise<void>>();
export const resetMailsSent = () => Promise.all([...pending]).then(() => undefined);

/**
 * The mail, in the language the reader chose on the site when asking for it, or else the one the
 * account last chose (asked from a browser that never chose one).
 */
function resetMail(user: User, link: string, request: Request) {
  const t = translator(chosenLang(request.headers.get('cookie')) ?? user.lang);
  const text = [
    t('Hello {name},', { name: user.username }),
    '',
    t('Someone (hopefully you) asked to reset the password of your Yangon Homes account.'),
    t('Open this link within one hour to choose a new password:'),
    '',
    link,
    '',
    t('The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.'),
    '',
    'Yangon Homes',
  ].join('\n');
  return { subject: t(RESET_MAIL_SUBJECT), text };
}

async function issueToken(userId: string) {
  const db = getDb();
  const now = Date.now();
  // Old rows are useless; sweeping them here keeps the table small without a scheduler.
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(now - 24 * 3_600_000)));
  // Counted and issued under a lock on the account, so requests sent all at once cannot all see
  // "one left" and each mail a link (the same as domain/throttle's slots).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('password-reset'), hashtext(${userId}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, new Date(now - 3_600_000))));
    if ((recent?.n ?? 0) >= MAX_PER_HOUR) return null;
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResetTokens).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now + RESET_TOKEN_TTL_MS) });
    return token;
  });
}

export async function requestPasswordReset({ email, request }: { email: string; request: Request }): Promise<void> {
  const [user] = await getDb().select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  if (!user) return;
  const token = await issueToken(user.id);
  if (!token) return;
  // Never from the request's Host: it would carry the token to whichever host the asker named.
  const link = `${publicOrigin()}/reset-password/${token}`;
  const delivery = sendMail({ to: user.email, ...resetMail(user, link, request) })
    .then(() => undefined)
    .catch((error: unknown) => console.error('Password reset mail could not be queued:', error))
    .finally(() => pending.delete(delivery));
  pending.add(delivery);
}
