// POST /api/auth/contactForPayment (multipart: name, email, message, file, optional packageId).
// Open to visitors (spec section 6); a signed-in sender's account is linked to the inquiry.
import type { ActionFunctionArgs } from 'react-router';
import { getSessionUser } from '../../domain/auth/session.server';
import { createPaymentInquiry } from '../../domain/packages/payment-inquiries.server';
import { readInquiryRequest } from '../../domain/packages/inquiry-request.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export const action = ({ request, context }: ActionFunctionArgs) =>
  api(async () => {
    const user = await getSessionUser(request);
    const form = await readInquiryRequest({ request, sender: context.ip });
    if (!form.ok) throw form.error;
    const result = await createPaymentInquiry({ input: form.input, file: form.file, userId: user?.id ?? null, sender: context.ip });
    return Response.json(result, { status: 201 });
  });

export const loader = methodNotAllowed;
