// A user's own account details (username, e-mail, password, avatar), shared by the /profile form
// and POST /api/user/update/{id}. A field left out (or, for the password, left empty) is kept
// as it is. Changing the e-mail or the password needs the current password (profileFormSchema
// checks it in the browser; domain/account/update-profile.server.ts checks it again).
import { z } from './zod';
import { LIMITS } from '../constants';
import { emailField, newPasswordField, usernameField } from './auth';

export const PROFILE_MESSAGES = {
  updated: 'User is updated successfully!',
  avatarFailed: 'Error Image upload (image must be less than 2 mb)',
  currentPasswordRequired: 'Please enter your current password to change your e-mail or password.',
  currentPasswordWrong: 'Your current password is not correct.',
  foreignAvatar: 'Images must be uploaded to this portal.',
  notFound: 'User not found!',
  notYours: 'You can only update your own account!',
  deleteQuestion: 'Are you sure you want to delete your account?',
} as const;

const M = PROFILE_MESSAGES;

/** undefined (and null) mean "keep what is there". */
const keep = (v: unknown) => (v === null ? undefined : v);
/** An empty password field means "no new password", not "an empty password". */
const keepIfEmpty = (v: unknown) => (v === null || v === '' ? undefined : v);

export const profileSchema = z.object({
  username: z.preprocess(keep, usernameField.optional()),
  email: z.preprocess(keep, emailField.optional()),
  password: z.preprocess(keepIfEmpty, newPasswordField.optional()),
  currentPassword: z.preprocess(
    keepIfEmpty,
    z.string({ error: M.currentPasswordWrong }).max(LIMITS.passwordMax, M.currentPasswordWrong).optional(),
  ),
  avatar: z.preprocess(keepIfEmpty, z.string({ error: M.foreignAvatar }).max(500, M.foreignAvatar).optional()),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** True when the input changes something that needs the current password. */
export function needsCurrentPassword(input: Pick<ProfileInput, 'email' | 'password'>, currentEmail: string) {
  return input.password !== undefined || (input.email !== undefined && input.email !== currentEmail.toLowerCase());
}

/**
 * The /profile form's schema: the same fields, plus the current-password rule for this user.
 * Accounts made through a third-party sign-in have no password to type, so they are not asked.
 */
export function profileFormSchema({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  return profileSchema.superRefine((input, ctx) => {
    if (hasPassword && needsCurrentPassword(input, email) && !input.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: M.currentPasswordRequired });
    }
  });
}
