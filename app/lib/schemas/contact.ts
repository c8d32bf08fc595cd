// The contact form's input for the server (page action and POST /api/auth/contact): the form's
// check (lib/forms/contact.ts) first, then Zod shapes the values.
import { z } from 'zod';
import { checkedBy } from './checked';
import { checkContact } from '../forms/contact';

export { CONTACT_MESSAGES } from '../forms/contact';

const optional = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim());

export const contactSchema = checkedBy(
  checkContact,
  z.object({ name: z.string().trim(), email: z.string().trim(), phone: optional, message: z.string().trim(), propertyTitle: optional, propertyId: optional }),
);
export type ContactInput = z.output<typeof contactSchema>;
