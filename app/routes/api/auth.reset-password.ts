// POST /api/auth/reset-password/{token} (password): sets the new password and ends every session
// of the user, this browser's included, so the answer also clears the session cookie.
import type { ActionFunctionArgs } from 'react-router';
import { resetPassword } from '../../domain/account/reset-password.server';
import { destroySession } from '../../domain/auth/session.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { PASSWORD_RESET_MESSAGES, resetPasswordSchema } from '../../lib/schemas/password-reset';

export async function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    const { password } = await readJson(request, resetPasswordSchema);
    await resetPassword({ token: params.token ?? '', password });
    return Response.json(
      { success: true, message: PASSWORD_RESET_MESSAGES.updated },
      { headers: { 'Set-Cookie': await destroySession(request) } },
    );
  });
}

export const loader = methodNotAllowed;
