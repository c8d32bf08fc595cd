// Forgot-password and reset-password: messages and the forms' checks (forms/rules.ts).
import { LIMITS } from '../constants';
import { emailRule, newPasswordRule } from './auth';
import { formCheck, text } from './rules';

export const PASSWORD_RESET_MESSAGES = {
  sent: 'We have sent a password reset link to your email. Please check your inbox or spam.',
  updated: 'Updated Password. Please re-sign in.',
  invalidToken: 'This password reset link is invalid or has expired. Please ask for a new one.',
  mismatch: 'The two passwords do not match.',
  confirm: 'Please type the new password again.',
} as const;

const M = PASSWORD_RESET_MESSAGES;

export const checkForgotPassword = formCheck({ email: emailRule });

/** POST /api/auth/reset-password/{token}: the spec's body is the new password only. */
export const checkResetPassword = formCheck({ password: newPasswordRule });

/** The page's form asks for the new password twice. */
export const checkResetPasswordForm = formCheck(
  { password: newPasswordRule, confirmPassword: text(1, LIMITS.passwordMax, M.confirm, M.mismatch, (v) => v) },
  (input, errors) => {
    if (!errors.password && !errors.confirmPassword && input.password !== input.confirmPassword) errors.confirmPassword = M.mismatch;
  },
);
