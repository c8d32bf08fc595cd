// The /api call the contact buttons send when tapped: api-calls.server.ts lists it with the others.
import { z } from 'zod';
import { done } from './api-call-parts.server';
import type { ApiCall } from './api-call.server';

export const CONTACT_TAP_CALLS: ApiCall[] = [
  {
    method: 'post',
    path: '/api/contact-taps/{target}/{id}/{channel}',
    area: 'Contact',
    operationId: 'countContactTap',
    summary: "Count a tap on a listing's or an agency's contact button",
    description:
      "Sent by the Call, SMS, Viber, WhatsApp and Messenger buttons as they open their link, without a body. Each visitor counts once per listing (or agency) per button per day; a crawler's or the lister's own tap is not counted. A visitor without a visitor cookie gets one.",
    access: 'optional-session',
    pathParams: { target: "'listing' or 'agent'.", id: 'The listing id, or the agent\'s user id.', channel: 'call, sms, viber, whatsapp or messenger.' },
    answers: [
      {
        status: 200,
        description: 'Whether this tap was counted (false: already counted today, or not counted).',
        schema: done({ counted: z.boolean() }),
        headers: { 'Set-Cookie': 'The visitor cookie, for a visitor who had none.' },
      },
    ],
    failures: { 404: 'No such listing or agency, or no such button.' },
  },
];
