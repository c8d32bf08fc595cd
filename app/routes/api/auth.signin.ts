import type { ActionFunctionArgs } from 'react-router';
import { createSession } from '../../domain/auth/session.server';
import { signIn } from '../../domain/auth/sign-in.server';
import { toSessionUser } from '../../domain/users/session-user.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { signInSchema } from '../../lib/schemas/auth';

export async function action({ request, context }: ActionFunctionArgs) {
  return api(async () => {
    const input = await readJson(request, signInSchema);
    const user = await signIn({ input, ip: context.ip });
    const cookie = await createSession({ userId: user.id, request });
    return Response.json({ success: true, ...toSessionUser(user) }, { headers: { 'Set-Cookie': cookie } });
  });
}

export const loader = methodNotAllowed;
