// The shape of an agency that leaves the server (the agent list, /api/user/getagents, the home
// page, the agency forms), with the spec's field names. Only public fields: an agent's e-mail and
// password hash are never part of it. Pure module: the browser imports the types and the link
// helpers; the columns these are read from and the mapping are in domain/agents/agent-view.server.ts.
import type { HeldPhotoSize } from '../held-photo';

export const AGENT_SORT_FIELDS = ['priority', 'createdAt', 'name'] as const;
export type AgentSortField = (typeof AGENT_SORT_FIELDS)[number];

/** An agency profile's own fields: what its edit form holds and every public view carries. */
export interface AgencyView {
  name: string;
  /** Sanitized HTML. */
  description: string;
  address: string;
  phone: string;
  facebook: string;
  /** The chat apps the agency answers on (lib/chat-contacts.ts); null for none. */
  viber: string | null;
  whatsapp: string | null;
  messenger: string | null;
  imageUrls: string[];
  priority: number;
}

export interface AgentView extends AgencyView {
  /** The agent's user id: agents are users with an agency profile (`/agent/:id`). */
  _id: string;
  username: string;
  avatar: string | null;
  listingCount: number;
  createdAt: string;
}

/** What an agent card shows (the home page, /agent): read as such (domain/agents/agent-view.server.ts), with its first photo only. */
export type AgentCardData = Pick<AgentView, '_id' | 'name' | 'address' | 'listingCount' | 'imageUrls' | 'avatar'> & HeldPhotoSize;

/** The picture that stands for an agency: its first photo, else the owner's avatar. */
export const agentPicture = (agent: Pick<AgentView, 'imageUrls' | 'avatar'>): string | null => agent.imageUrls[0] ?? agent.avatar ?? null;

/** A Google Maps search for the agency's address, pinned to Yangon (spec: '(Check on Map)'). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address.trim()}, Yangon`)}`;
}

/**
 * An agent's own link (the Facebook page) as a safe absolute URL, or null. Agents type it
 * freely, so 'facebook.com/x' gets https:// and anything that is not http(s) (javascript:,
 * data:) is dropped rather than rendered as a link.
 */
export function externalUrl(link: string | null | undefined): string | null {
  const text = link?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
