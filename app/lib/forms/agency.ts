// The agency side of a user (spec section 5, Agent form): messages and the form's check
// (forms/rules.ts), for /update-agent, /update-agent-by-admin/:userId and POST
// /api/user/update/{id} with agent fields. Priority (the agent list's order) is optional and
// only an admin's value is saved.
import { CHAT_RULES } from '../chat-contacts';
import { LIMITS } from '../constants';
import { filledText, formCheck, limited, listOf, numberIn, phoneNumber, text, trim } from './rules';

export const AGENCY_MESSAGES = {
  name: 'Name is required (at most 100 characters).',
  description: 'Description is required.',
  address: 'Address is required.',
  phone: `Phone must be ${LIMITS.phoneMin} to ${LIMITS.phoneMax} characters.`,
  phoneMissing: 'Please enter a phone number.',
  facebook: 'Facebook link must be 5 to 200 characters.',
  facebookMissing: 'Please enter the Facebook link.',
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

/** People type "facebook.com/my-agency": it becomes https://facebook.com/my-agency. */
export const facebookLink = (v: unknown) => {
  const s = trim(v);
  return typeof s === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(s) ? `https://${s}` : s;
};

/** The page links to it, so it must be a real http(s) address (a javascript: link would run). */
function isWebAddress(s: string) {
  try {
    const url = new URL(s);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const facebookLength = filledText(5, 200, M.facebookMissing, M.facebook);

const agencyCheck = (priorityMessage: string) =>
  formCheck({
    name: text(1, 100, M.name),
    // Rich text: sanitized on the server, where "only markup, no words" also counts as empty.
    description: text(1, 20_000, M.description),
    address: text(1, 300, M.address),
    phone: phoneNumber(M.phoneMissing, M.phone),
    facebook: limited(
      (value) => {
        const lengthProblem = facebookLength(value, {});
        if (lengthProblem) return lengthProblem;
        const link = facebookLink(value) as string;
        if (link.length > 200) return M.facebook;
        return isWebAddress(link) ? undefined : M.facebookUrl;
      },
      200,
      M.facebook,
      true,
    ),
    ...CHAT_RULES,
    imageUrls: listOf(1, LIMITS.agentImagesMax, M.noImage, M.tooManyImages),
    // Admin-only (the directory's order); anyone else's value is ignored on the server.
    priority: numberIn(-1_000_000, 1_000_000, priorityMessage, { required: false }),
  });

export const checkAgency = agencyCheck(M.priority);
/** The same form on the admin's page (/update-agent-by-admin/:userId). */
export const checkAdminAgency = agencyCheck(M.priorityRange);

/** The keys that make POST /api/user/update/{id} an agency update rather than a profile one. */
export const AGENCY_KEYS = ['name', 'description', 'address', 'phone', 'facebook', 'imageUrls'] as const;
