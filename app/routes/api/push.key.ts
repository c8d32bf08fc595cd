// GET /api/push/key: the portal's VAPID public key, which a browser needs to subscribe
// (pushManager.subscribe's applicationServerKey). Public: it is a public key.
import { vapidDetails } from '../../domain/push/vapid.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export const loader = () => api(async () => ({ success: true, publicKey: (await vapidDetails()).publicKey }));
export const action = methodNotAllowed;
