// POST /api/auth/contact: a message to a listing's owner (or to the site without propertyId).
// The spec's client reads the success reply as text, so success is plain text; failures keep
// the API's JSON error shape.
import type { ActionFunctionArgs } from 'react-router';
import { sendContactMessage } from '../../domain/contact/send-contact-message.server';
import { enquirerOf } from '../../domain/enquiries/record-enquiry.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { CONTACT_MESSAGES, contactSchema } from '../../lib/schemas/contact';

export async function action({ request, context }: ActionFunctionArgs) {
  return api(async () => {
    const input = await readJson(request, contactSchema);
    await sendContactMessage({ input, sender: context.ip, enquirer: await enquirerOf(request) });
    return new Response(CONTACT_MESSAGES.sent, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });
}

export const loader = methodNotAllowed;
