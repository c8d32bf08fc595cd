// What an admin saves on /update-agent-by-admin/:userId: the agency fields of spec section 5
// (agent form) plus the priority that orders the agent list (higher first). The owner's own
// agency form has its schema elsewhere; this one adds priority, which only an admin may set.
import { z } from 'zod';
import { LIMITS } from '../constants';

export const ADMIN_AGENT_MESSAGES = {
  name: 'Name is required (at most 100 characters).',
  description: 'Description is required.',
  address: 'Address is required.',
  phone: 'Phone must be 5 to 100 characters.',
  facebook: 'Facebook link must be 5 to 200 characters.',
  facebookUrl: 'Please enter a web address (https://...).',
  noImage: 'You must upload at least one image',
  tooManyImages: 'You can upload at most 8 images.',
  uploadFailed: 'Image upload failed (2 mb max per image)',
  priority: 'Priority must be a whole number between -1000000 and 1000000.',
  saved: 'Agent updated successfully!',
} as const;

const M = ADMIN_AGENT_MESSAGES;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const text = (message: string, min: number, max: number) =>
  z.preprocess(trimmed, z.string({ error: message }).min(min, message).max(max, message));

export const adminAgentSchema = z.object({
  name: text(M.name, 1, 100),
  description: text(M.description, 1, 20_000),
  address: text(M.address, 1, 300),
  phone: text(M.phone, LIMITS.phoneMin, LIMITS.phoneMax),
  facebook: text(M.facebook, 5, 200)
    // A bare "facebook.com/page" gets https://; any other scheme (javascript:, data:) is refused,
    // since the link is rendered as an href on the agent's page.
    .transform((v) => (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && v.length <= 200, M.facebookUrl),
  imageUrls: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().max(500)).min(1, M.noImage).max(LIMITS.agentImagesMax, M.tooManyImages),
  ),
  priority: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number({ error: M.priority }).int(M.priority).min(-1_000_000, M.priority).max(1_000_000, M.priority),
  ),
});

export type AdminAgentInput = z.output<typeof adminAgentSchema>;
