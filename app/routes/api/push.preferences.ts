// GET /api/push/preferences: how the signed-in person is told of each kind (mail, push).
// PUT /api/push/preferences: changes the kinds and channels named, answers them all.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { getPreferences, setPreferences } from '../../domain/push/preferences.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { notificationPreferencesSchema } from '../../lib/schemas/push';

export const loader = ({ request }: LoaderFunctionArgs) =>
  api(async () => {
    const user = await requireApiUser(request);
    return { success: true, preferences: await getPreferences(user.id) };
  });

export const action = ({ request }: ActionFunctionArgs) =>
  request.method !== 'PUT'
    ? methodNotAllowed({ request })
    : api(async () => {
        const user = await requireApiUser(request);
        const { preferences } = await readJson(request, notificationPreferencesSchema);
        return { success: true, preferences: await setPreferences({ userId: user.id, input: preferences }) };
      });
