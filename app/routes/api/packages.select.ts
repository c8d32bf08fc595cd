// POST /api/packages/select { packageId }. The spec's body also carries userId: it is ignored,
// the package is always chosen for the signed-in user.
import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { selectPackage } from '../../domain/packages/choose-package.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { packageChoiceSchema } from '../../lib/schemas/package';

export const action = ({ request }: ActionFunctionArgs) =>
  api(async () => {
    const user = await requireApiUser(request);
    const { packageId } = await readJson(request, packageChoiceSchema);
    return selectPackage({ userId: user.id, packageId });
  });

export const loader = methodNotAllowed;
