// The contact form of a listing (and of the site's /contact page, which sends no property),
// shared by the form and POST /api/auth/contact, with the spec's message for missing fields.
import { z } from './zod';
import { LIMITS } from '../constants';

export const CONTACT_MESSAGES = {
  required: 'Please fill in all fields.',
  email: 'Please enter a valid e-mail address.',
  nameLong: 'Name must be at most 100 characters.',
  phoneLong: `Phone must be at most ${LIMITS.phoneMax} characters.`,
  messageLong: 'Message must be at most 5000 characters.',
  sent: 'Email sent successfully',
  failed: 'Failed to send email. Please try again later.',
  listing: 'Listing not found.',
  tooMany: 'Too many messages from your connection. Please wait an hour and try again.',
} as const;

const M = CONTACT_MESSAGES;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

const required = (max: number, tooLong: string) =>
  z.preprocess(trimmed, z.string({ error: M.required }).min(1, M.required).max(max, tooLong));

const optional = (max: number, tooLong: string) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : trimmed(v)), z.string({ error: tooLong }).max(max, tooLong));

export const contactSchema = z.object({
  name: required(100, M.nameLong),
  email: z.preprocess(
    trimmed,
    z.string({ error: M.required }).min(1, M.required).max(LIMITS.emailMax, M.email).pipe(z.email(M.email)),
  ),
  phone: optional(LIMITS.phoneMax, M.phoneLong),
  // 5000 is also the database's bound on contact_messages.message.
  message: required(5000, M.messageLong),
  // Sent by the spec's client; the server uses the listing's real title instead.
  propertyTitle: optional(300, M.required),
  propertyId: optional(100, M.listing),
});
export type ContactInput = z.infer<typeof contactSchema>;
