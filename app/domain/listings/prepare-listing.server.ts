// What create and update share: who may set what, and checks only the server can make.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users, type User } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { LISTING_MESSAGES, type ListingInput } from '../../lib/schemas/listing';
import { sanitizeRichText } from '../../server-lib/sanitize.server';
import { knownImages } from '../media/cleanup.server';
import { townshipCentre } from '../../lib/map/township-centres';

export const FOREIGN_IMAGES = 'Images must be uploaded to this portal.';

interface CurrentListing {
  offer: boolean;
  discountPrice: number | null;
  township: string;
  latitude: number;
  longitude: number;
}

/**
 * Where the listing goes on the map: the lister's pin; without one (a form sent before its
 * scripts ran, an /api client), where it was if its township is unchanged, else its township's centre.
 */
function placeOf(input: ListingInput, current: CurrentListing | undefined) {
  if (input.pin) return input.pin;
  if (current && current.township === input.township) return { latitude: current.latitude, longitude: current.longitude };
  const [latitude, longitude] = townshipCentre(input.township);
  return { latitude, longitude };
}

export async function prepareListing({ user, input, current }: { user: User; input: ListingInput; current?: CurrentListing }) {
  const description = sanitizeRichText(input.description);
  if (!description.replace(/<[^<>]*>/g, '').trim()) throw badRequest(LISTING_MESSAGES.description, { description: LISTING_MESSAGES.description });

  const imageUrls = [...new Set(input.imageUrls)];
  const known = await knownImages(imageUrls);
  if (imageUrls.some((url) => !known.has(url))) throw badRequest(FOREIGN_IMAGES, { imageUrls: FOREIGN_IMAGES });

  // Premium Ad (offer) and its discount are the admin's to set; others keep what is there.
  const offer = user.isAdmin ? input.offer : (current?.offer ?? false);
  const discountPrice = user.isAdmin ? input.discountPrice : (current?.discountPrice ?? null);
  if (offer && discountPrice !== null && discountPrice >= input.regularPrice) {
    throw badRequest(LISTING_MESSAGES.discountLower, { discountPrice: LISTING_MESSAGES.discountLower });
  }

  let owner: string | undefined;
  if (user.isAdmin && input.userRef) {
    const [agent] = await getDb().select({ id: users.id }).from(users).where(eq(users.id, input.userRef)).limit(1);
    if (!agent) throw badRequest(LISTING_MESSAGES.agent, { userRef: LISTING_MESSAGES.agent });
    owner = agent.id;
  }

  const { imageUrls: _images, userRef: _userRef, propertyStatus: _status, pin: _pin, latitude: _latitude, longitude: _longitude, ...fields } = input;
  return { fields: { ...fields, ...placeOf(input, current), description, offer, discountPrice: offer ? discountPrice : null }, imageUrls, owner };
}
