import type { ActionFunctionArgs } from 'react-router';
import { createSession } from '../../domain/auth/session.server';
import { signUp } from '../../domain/auth/sign-up.server';
import { toSessionUser } from '../../domain/users/session-user.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { signUpSchema } from '../../lib/schemas/auth';
import { NOTICES } from '../../lib/flash-notice';

export const SIGN_UP_OK = NOTICES['signed-up'];

export async function action({ request, context }: ActionFunctionArgs) {
  return api(async () => {
    const input = await readJson(request, signUpSchema);
    const user = await signUp({ input, ip: context.ip, request });
    const cookie = await createSession({ userId: user.id, request });
    return Response.json(
      { success: true, message: SIGN_UP_OK, ...toSessionUser(user) },
      { status: 201, headers: { 'Set-Cookie': cookie } },
    );
  });
}

export const loader = methodNotAllowed;
