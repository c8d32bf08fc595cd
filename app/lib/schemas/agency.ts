// The agency form's input for the server (the two pages and POST /api/user/update/{id} with
// agent fields): the form's check (lib/forms/agency.ts) first, then Zod shapes the values.
import { z } from 'zod';
import { checkedBy } from './checked';
import { toNumber } from '../forms/rules';
import { checkAdminAgency, checkAgency, facebookLink } from '../forms/agency';

export { AGENCY_KEYS, AGENCY_MESSAGES } from '../forms/agency';

const agencyFields = z.object({
  name: z.string().trim(),
  description: z.string().trim(),
  address: z.string().trim(),
  phone: z.string().trim(),
  facebook: z.preprocess(facebookLink, z.string()),
  imageUrls: z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().max(500))),
  /** Empty means "not sent". */
  priority: z.preprocess(toNumber, z.number().optional()),
});

export const agencySchema = checkedBy(checkAgency, agencyFields);
export const adminAgencySchema = checkedBy(checkAdminAgency, agencyFields);

export type AgencyInput = z.output<typeof agencySchema>;
