// GET /api/packages/status/:userId: a user's package, for that user themself or an admin.
import type { LoaderFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { getPackageStatus, USER_NOT_FOUND } from '../../domain/packages/subscriptions.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  api(async () => {
    const user = await requireApiUser(request);
    const userId = params.userId ?? '';
    if (userId !== user.id && !user.isAdmin) throw forbidden();
    if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
    return getPackageStatus({ userId });
  });

export const action = methodNotAllowed;
