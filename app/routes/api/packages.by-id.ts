// GET /api/packages/:id (public) and PUT /api/packages/:id (admins: replaces every field).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { getPackage, updatePackage } from '../../domain/packages/catalogue.server';
import { api, readJson } from '../../server-lib/api.server';
import { AppError } from '../../lib/errors';
import { packageInputSchema } from '../../lib/schemas/package';

export const PACKAGE_UPDATED = 'Package updated successfully!';

export const loader = ({ params }: LoaderFunctionArgs) => api(() => getPackage({ packageId: params.id ?? '' }));

export const action = ({ request, params }: ActionFunctionArgs) =>
  api(async () => {
    if (request.method !== 'PUT') throw new AppError(405, 'Use PUT to update a package.');
    await requireApiAdmin(request);
    const input = await readJson(request, packageInputSchema);
    const pkg = await updatePackage({ packageId: params.id ?? '', input });
    return { success: true, message: PACKAGE_UPDATED, package: pkg };
  });
