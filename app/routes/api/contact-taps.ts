// POST /api/contact-taps/:target/:id/:channel: a listing's or an agency's contact button was
// tapped (target 'listing' or 'agent', channel call, sms, viber, whatsapp or messenger). The
// button sends it as a beacon beside opening its own link, so it has no body. An anonymous
// browser without a visitor cookie for this counter gets one: who counts as a visitor is
// explained in domain/enquiries/contact-intents.server.ts.
import type { ActionFunctionArgs } from 'react-router';
import { getSessionUser } from '../../domain/auth/session.server';
import { CONTACT_TAP_MESSAGES, CONTACT_TAP_TARGETS, recordContactIntent, type ContactTapTarget } from '../../domain/enquiries/contact-intents.server';
import { issueVisitorCookie, readVisitorCookie } from '../../domain/listings/visitor-cookie.server';
import { notFound } from '../../lib/errors';
import { api, methodNotAllowed } from '../../server-lib/api.server';

/** The cookie's path: sent with these calls only. */
const CONTACT_TAPS_PATH = '/api/contact-taps';

const isTarget = (value: string): value is ContactTapTarget => (CONTACT_TAP_TARGETS as readonly string[]).includes(value);

export async function action({ request, params, context }: ActionFunctionArgs) {
  return api(async () => {
    const target = params.target ?? '';
    if (!isTarget(target)) throw notFound(CONTACT_TAP_MESSAGES.listing);
    const user = await getSessionUser(request);
    const cookie = user ? null : await readVisitorCookie(request.headers.get('cookie'));
    const now = new Date();
    const counted = await recordContactIntent({
      target,
      id: params.id ?? '',
      channel: params.channel ?? '',
      visitor: { ip: context.ip, userAgent: request.headers.get('user-agent'), userId: user?.id, cookie },
      viewer: user,
      now,
    });
    const headers = new Headers();
    if (!user && !cookie) headers.set('Set-Cookie', await issueVisitorCookie({ now, secure: new URL(request.url).protocol === 'https:', path: CONTACT_TAPS_PATH }));
    return Response.json({ success: true, counted }, { headers });
  });
}

export const loader = methodNotAllowed;
