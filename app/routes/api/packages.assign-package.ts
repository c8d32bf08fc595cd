// POST /api/packages/assign-package { userId, packageId } (admins; anyone else: 403 'Access denied').
import type { ActionFunctionArgs } from 'react-router';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { assignPackage } from '../../domain/packages/choose-package.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { assignPackageSchema } from '../../lib/schemas/package';

export const action = ({ request }: ActionFunctionArgs) =>
  api(async () => {
    await requireApiAdmin(request);
    const { userId, packageId } = await readJson(request, assignPackageSchema);
    return assignPackage({ userId, packageId });
  });

export const loader = methodNotAllowed;
