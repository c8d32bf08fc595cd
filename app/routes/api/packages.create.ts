// POST /api/packages/create (admins).
import type { ActionFunctionArgs } from 'react-router';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { createPackage } from '../../domain/packages/catalogue.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { packageInputSchema } from '../../lib/schemas/package';

export const PACKAGE_CREATED = 'Package created successfully!';

export const action = ({ request }: ActionFunctionArgs) =>
  api(async () => {
    await requireApiAdmin(request);
    const input = await readJson(request, packageInputSchema);
    const pkg = await createPackage({ input });
    return Response.json({ success: true, message: PACKAGE_CREATED, package: pkg }, { status: 201 });
  });

export const loader = methodNotAllowed;
