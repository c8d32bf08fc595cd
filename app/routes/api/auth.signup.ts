import type { ActionFunctionArgs } from 'react-router';
import { createSession } from '../../domain/auth/session.server';
import { createUser } from '../../domain/users/create-user.server';
import { toSessionUser } from '../../domain/users/public-user';
import { api, methodNotAllowed, readJson } from '../../lib/api.server';
import { signUpSchema } from '../../lib/schemas/auth';

export const SIGN_UP_OK = 'User created successfully!';

export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    const input = await readJson(request, signUpSchema);
    const user = await createUser({ input });
    const cookie = await createSession({ userId: user.id, request });
    return Response.json(
      { success: true, message: SIGN_UP_OK, ...toSessionUser(user) },
      { status: 201, headers: { 'Set-Cookie': cookie } },
    );
  });
}

export const loader = methodNotAllowed;
