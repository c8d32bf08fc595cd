// The visitor cookie: a random id the view counter gives a browser the first time it counts a
// view, so that a visitor is told apart by something they keep rather than by their User-Agent
// (which anyone can change on every request). httpOnly, SameSite=Lax, sent only to the view
// counter's path, kept a year.
//
// Its value carries the day it was issued and a signature (HMAC with the secret in the
// database): the counter knows a cookie it made from one a client made up, and knows a cookie
// made today from an older one. Why the day matters: the visit that received the cookie was
// counted by its address alone (it had no cookie yet), so for the rest of that day the cookie
// still counts as that address; otherwise the same person's second look at a listing would count
// again. From the next day on, the cookie tells apart the visitors behind one address.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { pageViewKey } from './page-view-secret.server';
import { yangonDay } from './yangon-day.server';

export const VISITOR_COOKIE = 'yh_visitor';
/** Only the view counter (POST /api/listing/pageviews/:id) reads it; no other request carries it. */
const COOKIE_PATH = '/api/listing/pageviews';
const MAX_AGE_SECONDS = 365 * 86_400;

export interface VisitorCookie {
  id: string;
  /** The Yangon day it was issued, YYYY-MM-DD. */
  issuedOn: string;
}

const signature = async (id: string, issuedOn: string) =>
  createHmac('sha256', await pageViewKey('visitor-cookie')).update(`${id}.${issuedOn}`).digest().subarray(0, 16);

/**
 * The Set-Cookie header of a new visitor id. `secure` when the visitor reached us over HTTPS;
 * `path`: the one counter that reads it (the contact buttons' counter has its own).
 */
export async function issueVisitorCookie({ now = new Date(), secure, path = COOKIE_PATH }: { now?: Date; secure: boolean; path?: string }): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const issuedOn = yangonDay(now);
  const value = `${id}.${issuedOn}.${(await signature(id, issuedOn)).toString('base64url')}`;
  return serializeCookie(VISITOR_COOKIE, value, { httpOnly: true, sameSite: 'Lax', path, maxAge: MAX_AGE_SECONDS, secure });
}

/** The visitor cookie of a request's Cookie header, or null when it is missing or not one we made. */
export async function readVisitorCookie(cookieHeader: string | null): Promise<VisitorCookie | null> {
  const match = /^([A-Za-z0-9_-]{22})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{22})$/.exec(readCookie(cookieHeader, VISITOR_COOKIE) ?? '');
  if (!match) return null;
  const [, id, issuedOn, given] = match;
  const expected = await signature(id, issuedOn);
  const sent = Buffer.from(given, 'base64url');
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? { id, issuedOn } : null;
}
