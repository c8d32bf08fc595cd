// Counts a tap on a contact button (POST /api/contact-taps/..., domain/enquiries/contact-intents
// .server.ts) without holding up the link it opens: a beacon, which the browser sends even as the
// page gives way to the phone's dialler or a chat app. No body: the address says it all.
import type { ContactChannel } from './enquiry-constants';

export interface ContactTap {
  target: 'listing' | 'agent';
  id: string;
}

export function countContactTap({ target, id }: ContactTap, channel: ContactChannel): void {
  const url = `/api/contact-taps/${target}/${encodeURIComponent(id)}/${channel}`;
  try {
    if (navigator.sendBeacon?.(url)) return;
  } catch {
    // A browser that refuses the beacon: a fetch that outlives the page instead.
  }
  fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {});
}
