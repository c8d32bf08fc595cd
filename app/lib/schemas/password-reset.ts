// Forgot-password and reset-password input, shared by the two pages and the /api/auth calls.
import { z } from './zod';
import { LIMITS } from '../constants';
import { emailField, newPasswordField } from './auth';

export const PASSWORD_RESET_MESSAGES = {
  sent: 'We have sent a password reset link to your email. Please check your inbox or spam.',
  updated: 'Updated Password. Please re-sign in.',
  invalidToken: 'This password reset link is invalid or has expired. Please ask for a new one.',
  mismatch: 'The two passwords do not match.',
  confirm: 'Please type the new password again.',
} as const;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password/{token}: the spec's body is the new password only. */
export const resetPasswordSchema = z.object({ password: newPasswordField });

/** The page's form asks for the new password twice. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({
    confirmPassword: z
      .string({ error: PASSWORD_RESET_MESSAGES.confirm })
      .min(1, PASSWORD_RESET_MESSAGES.confirm)
      .max(LIMITS.passwordMax, PASSWORD_RESET_MESSAGES.mismatch),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_RESET_MESSAGES.mismatch });
