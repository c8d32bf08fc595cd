// Forgot-password and reset-password input for the server (the two pages and the /api/auth
// calls): the forms' checks (lib/forms/password-reset.ts) first, then Zod shapes the values.
import { z } from 'zod';
import { checkedBy } from './checked';
import { checkForgotPassword, checkResetPassword, checkResetPasswordForm } from '../forms/password-reset';

export { PASSWORD_RESET_MESSAGES } from '../forms/password-reset';

export const forgotPasswordSchema = checkedBy(checkForgotPassword, z.object({ email: z.string().trim().toLowerCase() }));
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = checkedBy(checkResetPassword, z.object({ password: z.string() }));

export const resetPasswordFormSchema = checkedBy(checkResetPasswordForm, z.object({ password: z.string(), confirmPassword: z.string() }));
