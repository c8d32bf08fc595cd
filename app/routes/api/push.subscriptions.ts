// GET /api/push/subscriptions: the signed-in person's devices that get notifications.
// POST /api/push/subscriptions: this browser's subscription (PushSubscription.toJSON()), for the
// session's account only; 201 with the device, 400 for an endpoint or keys refused, 403 for an
// endpoint held by another account or a body naming another account. A refusal stores nothing.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { listDevices, subscribe, SUBSCRIPTION_MESSAGES } from '../../domain/push/subscriptions.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { forbidden } from '../../lib/errors';
import { pushSubscriptionSchema } from '../../lib/schemas/push';

export const loader = ({ request }: LoaderFunctionArgs) =>
  api(async () => {
    const user = await requireApiUser(request);
    return { success: true, devices: await listDevices(user.id) };
  });

export const action = ({ request }: ActionFunctionArgs) =>
  request.method !== 'POST'
    ? methodNotAllowed({ request })
    : api(async () => {
        const user = await requireApiUser(request);
        const input = await readJson(request, pushSubscriptionSchema);
        if (input.userId !== undefined && input.userId !== user.id) throw forbidden(SUBSCRIPTION_MESSAGES.notYours);
        const device = await subscribe({ userId: user.id, input, userAgent: request.headers.get('user-agent') });
        return Response.json({ success: true, device }, { status: 201 });
      });
