// The agency side of a user (spec section 5, Agent form), shared by /update-agent and
// /update-agent-by-admin/:userId (checked in the browser before submit) and POST
// /api/user/update/{id} with agent fields. Priority (the agent list's order) is optional here
// and only an admin's value is saved.
import { z } from './zod';
import { LIMITS } from '../constants';

export const AGENCY_MESSAGES = {
  name: 'Name is required (at most 100 characters).',
  description: 'Description is required.',
  address: 'Address is required.',
  phone: `Phone must be ${LIMITS.phoneMin} to ${LIMITS.phoneMax} characters.`,
  facebook: 'Facebook link must be 5 to 200 characters.',
  facebookUrl: 'Please enter a web address (https://...).',
  noImage: 'You must upload at least one image',
  tooManyImages: `You can upload at most ${LIMITS.agentImagesMax} images.`,
  uploadFailed: 'Image upload failed (2 mb max per image)',
  foreignImages: 'Images must be uploaded to this portal.',
  priority: 'Priority must be a whole number.',
  /** The admin's page, where the field is always shown, says the range. */
  priorityRange: 'Priority must be a whole number between -1000000 and 1000000.',
  updated: 'Agency is updated successfully!',
  /** What the admin's page says after saving someone's agency. */
  saved: 'Agent updated successfully!',
} as const;

const M = AGENCY_MESSAGES;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

const text = (min: number, max: number, short: string, long = short) =>
  z.preprocess(trimmed, z.string({ error: short }).min(min, short).max(max, long));

/**
 * People type "facebook.com/my-agency"; the page links to it, so it must be a real http(s)
 * address (a javascript: link would run on the agent page).
 */
const facebookField = z
  .preprocess(trimmed, z.string({ error: M.facebook }).min(5, M.facebook).max(200, M.facebook))
  .transform((s) => (/^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`))
  .refine((s) => s.length <= 200, M.facebook)
  .refine((s) => {
    try {
      const url = new URL(s);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, M.facebookUrl);

/** Empty means "not sent". */
const priorityField = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z.number({ error: message }).int(message).min(-1_000_000, message).max(1_000_000, message).optional(),
  );

export const agencySchema = z.object({
  name: text(1, 100, M.name),
  // Rich text: sanitized on the server, where "only markup, no words" also counts as empty.
  description: text(1, 20_000, M.description),
  address: text(1, 300, M.address),
  phone: text(LIMITS.phoneMin, LIMITS.phoneMax, M.phone),
  facebook: facebookField,
  imageUrls: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().max(500)).min(1, M.noImage).max(LIMITS.agentImagesMax, M.tooManyImages),
  ),
  // Admin-only (the directory's order); anyone else's value is ignored on the server.
  priority: priorityField(M.priority),
});

/** The same form on the admin's page (/update-agent-by-admin/:userId). */
export const adminAgencySchema = agencySchema.extend({ priority: priorityField(M.priorityRange) });

export type AgencyInput = z.infer<typeof agencySchema>;

/** The keys that make POST /api/user/update/{id} an agency update rather than a profile one. */
export const AGENCY_KEYS = ['name', 'description', 'address', 'phone', 'facebook', 'imageUrls'] as const;
