// The contact form of a listing (and of the site's /contact page, which sends no property):
// messages and the form's check (forms/rules.ts). A missing field is told what it needs under
// it, and the spec's sentence is the form's summary: errors.form, which comes first, so that it
// is also the answer's message on the server.
import { LIMITS } from '../constants';
import { email, formCheck, MISSING, optionalPhone, optionalText, text, type FormCheck, type FormInput } from './rules';

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

const checkFields = formCheck({
  name: text(1, 100, MISSING.name, M.nameLong),
  email: email(LIMITS.emailMax, MISSING.email, M.email),
  phone: optionalPhone(M.phoneLong),
  // 5000 is also the database's bound on contact_messages.message.
  message: text(1, 5000, MISSING.message, M.messageLong),
  // Sent by the spec's client; the server uses the listing's real title instead.
  propertyTitle: optionalText(300, M.required),
  propertyId: optionalText(100, M.listing),
});

const missing: readonly string[] = Object.values(MISSING);

export const checkContact: FormCheck = Object.assign(
  (input: FormInput) => {
    const errors = checkFields(input);
    return Object.values(errors).some((message) => missing.includes(message)) ? { form: M.required, ...errors } : errors;
  },
  { limits: checkFields.limits },
);
