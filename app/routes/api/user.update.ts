// POST /api/user/update/{id}: the user themself or an admin changes the account (username,
// e-mail, password, avatar) or, when the body carries agent fields, the agency. The answer
// carries the public fields of the user, never the password hash.
import type { ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import { getEditableUser } from '../../domain/account/editable-user.server';
import { upsertAgency } from '../../domain/account/update-agency.server';
import { updateProfile } from '../../domain/account/update-profile.server';
import { toAgencyView } from '../../domain/agents/agent-view.server';
import { requireApiUser } from '../../domain/auth/guards.server';
import { toSessionUser } from '../../domain/users/session-user.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { badRequest } from '../../lib/errors';
import { AGENCY_KEYS, AGENCY_MESSAGES, agencySchema } from '../../lib/schemas/agency';
import { PROFILE_MESSAGES, profileSchema } from '../../lib/schemas/profile';
import { validate } from '../../lib/validation';

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = validate(schema, body);
  if (!result.ok) throw badRequest(result.message, result.errors);
  return result.data;
}

export async function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    const actor = await requireApiUser(request);
    const userId = params.id ?? '';
    // Who may change this account is settled before the body is even read.
    await getEditableUser({ actor, userId });
    const body = await readJson(request, z.record(z.string(), z.unknown()));

    // The spec's client sends `role: 'agent'` with the agency; the server sets the role itself.
    if (AGENCY_KEYS.some((key) => key in body)) {
      const { user, profile } = await upsertAgency({ actor, userId, input: parse(agencySchema, body) });
      return { success: true, message: AGENCY_MESSAGES.updated, ...toSessionUser(user), agent: toAgencyView(profile) };
    }
    const user = await updateProfile({ actor, userId, input: parse(profileSchema, body), request });
    return { success: true, message: PROFILE_MESSAGES.updated, ...toSessionUser(user) };
  });
}

export const loader = methodNotAllowed;
