// POST /api/package/buy/:packageId (the older /packages screen). The body's userId is ignored:
// the buyer is the signed-in user, under the same rules as /api/packages/select.
import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { buyPackage } from '../../domain/packages/choose-package.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export const action = ({ request, params }: ActionFunctionArgs) =>
  api(async () => {
    const user = await requireApiUser(request);
    return buyPackage({ userId: user.id, packageId: params.packageId ?? '' });
  });

export const loader = methodNotAllowed;
