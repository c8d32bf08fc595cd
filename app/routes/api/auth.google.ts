// POST /api/auth/google, kept for API compatibility. The spec's older body (name, email,
// photo) would let anyone sign in as anyone; only an ID token signed by the configured issuer
// for this client is accepted (DESIGN.md).
import type { ActionFunctionArgs } from 'react-router';
import { oidcEnabled, verifyIdToken } from '../../domain/auth/oidc.server';
import { createSession } from '../../domain/auth/session.server';
import { findOrCreateOidcUser } from '../../domain/users/oidc-user.server';
import { toSessionUser } from '../../domain/users/session-user.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { AppError } from '../../lib/errors';
import { googleSignInSchema } from '../../lib/schemas/auth';

export async function action({ request, context }: ActionFunctionArgs) {
  return api(async () => {
    if (!oidcEnabled()) throw new AppError(404, 'Third-party sign-in is not configured.');
    const { idToken } = await readJson(request, googleSignInSchema);
    const user = await findOrCreateOidcUser(await verifyIdToken(idToken), { ip: context.ip });
    return Response.json({ success: true, ...toSessionUser(user) }, { headers: { 'Set-Cookie': await createSession({ userId: user.id, request }) } });
  });
}

export const loader = methodNotAllowed;
