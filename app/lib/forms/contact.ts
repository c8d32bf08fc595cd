// The contact form of a listing (and of the site's /contact page, which sends no property):
// messages (the spec's for missing fields) and the form's check (forms/rules.ts).
import { LIMITS } from '../constants';
import { email, formCheck, optionalPhone, optionalText, text } from './rules';

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

export const checkContact = formCheck({
  name: text(1, 100, M.required, M.nameLong),
  email: email(LIMITS.emailMax, M.required, M.email),
  phone: optionalPhone(M.phoneLong),
  // 5000 is also the database's bound on contact_messages.message.
  message: text(1, 5000, M.required, M.messageLong),
  // Sent by the spec's client; the server uses the listing's real title instead.
  propertyTitle: optionalText(300, M.required),
  propertyId: optionalText(100, M.listing),
});
