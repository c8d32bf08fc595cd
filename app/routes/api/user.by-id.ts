// GET /api/user/:id: a user's public fields, plus the agency fields when they have a profile.
// The e-mail only for the user themself and admins; the password hash never. An unknown or
// malformed id is a 404 in the API's error shape.
import type { LoaderFunctionArgs } from 'react-router';
import { getPublicUser } from '../../domain/agents/get-agent.server';
import { getSessionUser } from '../../domain/auth/session.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { notFound } from '../../lib/errors';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return api(async () => {
    const viewer = await getSessionUser(request);
    const user = await getPublicUser({ id: params.id ?? '', viewer });
    if (!user) throw notFound('User not found!');
    return user;
  });
}

export const action = methodNotAllowed;
