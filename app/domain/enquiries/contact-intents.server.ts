// A tap on a listing's or an agency's Call, SMS, Viber, WhatsApp or Messenger button: what the
// lister's numbers call a contact. Each visitor counts once per listing (or agency) per channel
// per Yangon day, told apart exactly as the view counter tells them apart
// (domain/listings/page-views.server.ts): a signed-in user by their account, anyone else by
// their address and, from the day after it was issued, their visitor cookie; crawlers never.
// The row holds a hash salted by the day, so it names nobody.
import { and, eq, isNull } from 'drizzle-orm';
import { isbot } from 'isbot';
import { getDb } from '../../db/registry.server';
import { agentProfiles, contactIntents, listings } from '../../db/schema';
import { CONTACT_CHANNELS, type ContactChannel } from '../../lib/enquiry-constants';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashFor, who, type Visitor } from '../listings/page-views.server';
import { visibleTo, type Viewer } from '../listings/visibility.server';
import { yangonDay } from '../listings/yangon-day.server';
import { takeSlot, type Limit } from '../throttle/throttle.server';

export const CONTACT_TAP_TARGETS = ['listing', 'agent'] as const;
export type ContactTapTarget = (typeof CONTACT_TAP_TARGETS)[number];

export const CONTACT_TAP_MESSAGES = {
  listing: 'Listing not found.',
  agent: 'Agency not found.',
  channel: 'Unknown contact button: call, sms, viber, whatsapp or messenger.',
} as const;

/**
 * Anonymous visitors one address may add to one button in a day, as for page views: a carrier's
 * NAT puts many phones behind one address, and past 20 an address farming cookies adds nothing.
 */
export const CONTACT_TAP_VISITORS: Limit = {
  action: 'contact-tap-visitors',
  max: 20,
  windowMs: 25 * 3600_000,
  message: 'This address has counted enough visitors of this button today.',
};

export const isContactChannel = (value: string): value is ContactChannel => (CONTACT_CHANNELS as readonly string[]).includes(value);

/** The lister whose button it is; 404 for a listing the viewer may not see, or a user with no agency. */
async function ownerOf(target: ContactTapTarget, id: string, viewer: Viewer): Promise<string> {
  if (!isUuid(id)) throw notFound(CONTACT_TAP_MESSAGES[target]);
  const db = getDb();
  const [row] =
    target === 'listing'
      ? await db.select({ userId: listings.userRef }).from(listings).where(and(eq(listings.id, id), visibleTo(viewer))).limit(1)
      : await db.select({ userId: agentProfiles.userId }).from(agentProfiles).where(eq(agentProfiles.userId, id)).limit(1);
  if (!row) throw notFound(CONTACT_TAP_MESSAGES[target]);
  return row.userId;
}

async function addressHasRoom(key: string): Promise<boolean> {
  try {
    await takeSlot(CONTACT_TAP_VISITORS, key);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return false;
    throw error;
  }
}

/**
 * Records a tap unless this visitor's tap on this button was counted today, the visitor is a
 * crawler or the lister themself, or the address has added its share of anonymous visitors.
 * Answers whether it was counted.
 */
export async function recordContactIntent({
  target,
  id,
  channel,
  visitor,
  viewer,
  now = new Date(),
}: {
  target: ContactTapTarget;
  id: string;
  channel: string;
  visitor: Visitor;
  viewer: Viewer;
  now?: Date;
}): Promise<boolean> {
  if (!isContactChannel(channel)) throw notFound(CONTACT_TAP_MESSAGES.channel);
  const agentUserId = await ownerOf(target, id, viewer);
  if (viewer?.id === agentUserId || (visitor.userAgent && isbot(visitor.userAgent))) return false;
  const day = yangonDay(now);
  const listingId = target === 'listing' ? id : null;
  const visitorKey = await hashFor(day, 'contact-tap', who(visitor, day));
  const db = getDb();
  const [seen] = await db
    .select({ id: contactIntents.id })
    .from(contactIntents)
    .where(
      and(
        eq(contactIntents.agentUserId, agentUserId),
        listingId ? eq(contactIntents.listingId, listingId) : isNull(contactIntents.listingId),
        eq(contactIntents.channel, channel),
        eq(contactIntents.day, day),
        eq(contactIntents.visitorKey, visitorKey),
      ),
    )
    .limit(1);
  // Asked before the address's cap: the same visitor's second tap takes no slot of it.
  if (seen) return false;
  if (!visitor.userId && !(await addressHasRoom(await hashFor(day, 'contact-tap-cap', visitor.ip, target, id, channel)))) return false;
  const inserted = await db
    .insert(contactIntents)
    .values({ listingId, agentUserId, channel, visitorKey, day, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: contactIntents.id });
  return inserted.length > 0;
}
