// Confirming that an account's e-mail address is its owner's: a signed link mailed to it (through
// the mail queue, in the reader's language), which sign-up sends, a changed address sends again,
// and a signed-in person may ask for again, a few times an hour. Alerts go only to a confirmed
// address (saved-searches/send-due-alerts.server.ts).
// The token (JWT, HS256, a key kept in the database like the unsubscribe links') names the
// account and the address: once the address changes, a link sent to the old one confirms nothing.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { getDb } from '../../db/registry.server';
import { storedSecret } from '../../db/stored-secret.server';
import { users, type User } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { chosenLang, translator } from '../../lib/i18n';
import { isUuid } from '../../lib/ids';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { sendMail } from '../mail/send-mail.server';
import { takeSlots, type Limit } from '../throttle/throttle.server';

const KEY_NAME = 'email-confirmation';
const AUDIENCE = 'email-confirmation';
const LINK_TTL = '7d';

export const CONFIRMATION_SUBJECT = 'Confirm your e-mail address for Yangon Homes';
export const INVALID_CONFIRMATION_LINK = 'This confirmation link is not valid or has expired. Sign in and send a new one from your saved searches.';
export const CONFIRMATION_TOO_MANY = 'Too many confirmation e-mails were sent. Please try again in an hour.';

/**
 * Confirmation mails per account and per address: the link may get lost once or twice, but the
 * portal must not become a way to flood an address that never asked for its mail.
 */
export const CONFIRMATION_LIMIT: Limit = { action: 'email-confirmation', max: 3, windowMs: 60 * 60_000, message: CONFIRMATION_TOO_MANY };

export async function confirmationToken(user: Pick<User, 'id' | 'email'>): Promise<string> {
  return new SignJWT({ email: user.email.toLowerCase() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(LINK_TTL)
    .sign(await storedSecret(KEY_NAME));
}

/** The account and address a token names, or null for anything that is not a live token we signed. */
async function readConfirmationToken(token: unknown): Promise<{ userId: string; email: string } | null> {
  if (typeof token !== 'string' || token.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(token, await storedSecret(KEY_NAME), { algorithms: ['HS256'], audience: AUDIENCE });
    return isUuid(payload.sub) && typeof payload.email === 'string' ? { userId: payload.sub, email: payload.email } : null;
  } catch {
    return null;
  }
}

const sameAccountAndAddress = ({ userId, email }: { userId: string; email: string }) => and(eq(users.id, userId), eq(sql`lower(${users.email})`, email));

function confirmationMail(user: User, link: string, request: Request) {
  const t = translator(chosenLang(request.headers.get('cookie')) ?? user.lang);
  const text = [
    t('Hello {name},', { name: user.username }),
    '',
    t('Please confirm that this is your e-mail address. Until you do, Yangon Homes sends it no alerts.'),
    t('Open this link within seven days to confirm it:'),
    '',
    link,
    '',
    t('If you did not make an account on Yangon Homes, ignore this e-mail: this address gets no alerts.'),
    '',
    'Yangon Homes',
  ].join('\n');
  return { to: user.email, subject: t(CONFIRMATION_SUBJECT), text };
}

/**
 * Mails the confirmation link, counted against the account's and the address's hourly limit:
 * 429 once either is used up. Nothing is sent to an address already confirmed.
 */
export async function sendConfirmationMail({ user, request }: { user: User; request: Request }): Promise<void> {
  if (user.emailConfirmedAt) return;
  await takeSlots(CONFIRMATION_LIMIT, [`user:${user.id}`, `email:${user.email.toLowerCase()}`]);
  // Never from the request's Host: the link would carry the token to whichever host was named.
  const link = `${publicOrigin()}/confirm-email/${await confirmationToken(user)}`;
  await sendMail(confirmationMail(user, link, request));
}

/**
 * The mail a new account or a changed address sends by itself: its failure (the limit reached, the
 * queue unreachable) is logged, and the sign-up or the change stands; the person can ask again.
 */
export async function offerConfirmation({ user, request }: { user: User; request: Request }): Promise<void> {
  try {
    await sendConfirmationMail({ user, request });
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return;
    console.error('The confirmation mail could not be queued:', error);
  }
}

/** The address a link would confirm, for the page that asks first. 404 for a forged, expired or outdated link. */
export async function confirmationTarget(token: unknown): Promise<{ email: string; confirmed: boolean }> {
  const named = await readConfirmationToken(token);
  if (!named) throw notFound(INVALID_CONFIRMATION_LINK);
  const [row] = await getDb().select({ email: users.email, confirmedAt: users.emailConfirmedAt }).from(users).where(sameAccountAndAddress(named));
  if (!row) throw notFound(INVALID_CONFIRMATION_LINK);
  return { email: row.email, confirmed: !!row.confirmedAt };
}

/** Confirms the address the link names, if it is still the account's; doing it again changes nothing. */
export async function confirmEmail(token: unknown): Promise<{ email: string }> {
  const named = await readConfirmationToken(token);
  if (!named) throw notFound(INVALID_CONFIRMATION_LINK);
  const db = getDb();
  await db.update(users).set({ emailConfirmedAt: new Date() }).where(and(sameAccountAndAddress(named), isNull(users.emailConfirmedAt)));
  const [row] = await db.select({ email: users.email }).from(users).where(sameAccountAndAddress(named));
  if (!row) throw notFound(INVALID_CONFIRMATION_LINK);
  return row;
}
