// Counts a tap on a contact button (POST /api/contact-taps/..., domain/enquiries/contact-intents
// .server.ts) without holding up the link it opens: a beacon, which the browser sends even as the
// page gives way to the phone's dialler or a chat app. No body: the address says it all.
import type { ContactChannel } from './enquiry-constants';

export interface ContactTap {
  target: 'listing' | 'agent';
  id: string;
}

export function countContactTap({ target, id }: ContactTap, channel: ContactChannel): void {
  // Every browser the portal serves has sendBeacon; a tap it refuses is only a count lost.
  try {
    navigator.sendBeacon?.(`/api/contact-taps/${target}/${encodeURIComponent(id)}/${channel}`);
  } catch {
    // Refused (a blocked or over-full queue): the link still opens.
  }
}
