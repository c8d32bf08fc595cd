// POST /api/auth/forgotpassword (email): the same answer whether or not the address is known.
import type { ActionFunctionArgs } from 'react-router';
import { requestPasswordReset } from '../../domain/account/request-password-reset.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES } from '../../lib/schemas/password-reset';

export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    const { email } = await readJson(request, forgotPasswordSchema);
    await requestPasswordReset({ email, request });
    return { success: true, message: PASSWORD_RESET_MESSAGES.sent };
  });
}

export const loader = methodNotAllowed;
