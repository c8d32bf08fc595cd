// The agency form's input for the server (the two pages and POST /api/user/update/{id} with
// agent fields): the form's check (lib/forms/agency.ts) first, then Zod shapes the values.
import { z } from 'zod';
import { checkedBy } from './checked';
import { normaliseChatContacts } from '../chat-contacts';
import { toNumber } from '../forms/rules';
import { checkAdminAgency, checkAgency, facebookLink } from '../forms/agency';

export { AGENCY_KEYS, AGENCY_MESSAGES } from '../forms/agency';

const agencyFields = z.object({
  name: z.string().trim(),
  description: z.string().trim(),
  address: z.string().trim(),
  phone: z.string().trim(),
  facebook: z.preprocess(facebookLink, z.string()),
  // Checked by CHAT_RULES, stored as normaliseChatContacts makes them.
  viber: z.unknown().optional(),
  whatsapp: z.unknown().optional(),
  messenger: z.unknown().optional(),
  imageUrls: z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().max(500))),
  /** Empty means "not sent". */
  priority: z.preprocess(toNumber, z.number().optional()),
});

const normalised = agencyFields.transform((v) => ({ ...v, ...normaliseChatContacts(v) }));

export const agencySchema = checkedBy(checkAgency, normalised);
export const adminAgencySchema = checkedBy(checkAdminAgency, normalised);

export type AgencyInput = z.output<typeof agencySchema>;
