// A user's own account details (username, e-mail, password, avatar): messages and the form's
// check (forms/rules.ts). A field left out (or, for the password, left empty) is kept as it is.
// Changing the e-mail or the password needs the current password (checked here in the browser,
// and again by domain/account/update-profile.server.ts).
import { LIMITS } from '../constants';
import { emailRule, newPasswordRule, usernameRule } from './auth';
import { formCheck, optionalText, type FieldRule, type FormInput } from './rules';

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
export const keep = (v: unknown) => (v === null ? undefined : v);
/** An empty password field means "no new password", not "an empty password". */
export const keepIfEmpty = (v: unknown) => (v === null || v === '' ? undefined : v);

const unlessKept =
  (rule: FieldRule, kept: (v: unknown) => unknown): FieldRule =>
    Object.assign((value: unknown, input: FormInput) => {
      const v = kept(value);
      return v === undefined ? undefined : rule(v, input);
    }, { limit: rule.limit });

const profileRules = {
  username: unlessKept(usernameRule, keep),
  email: unlessKept(emailRule, keep),
  password: unlessKept(newPasswordRule, keepIfEmpty),
  currentPassword: unlessKept(optionalText(LIMITS.passwordMax, M.currentPasswordWrong), keepIfEmpty),
  avatar: unlessKept(optionalText(500, M.foreignAvatar), keepIfEmpty),
};

/** The profile's fields, for POST /api/user/update/{id}. */
export const checkProfile = formCheck(profileRules);

/** True when the input changes something that needs the current password. */
export function needsCurrentPassword(input: { email?: unknown; password?: unknown }, currentEmail: string) {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : undefined;
  return keepIfEmpty(input.password) !== undefined || (email !== undefined && email !== currentEmail.toLowerCase());
}

/**
 * The /profile form's check: the same fields, plus the current-password rule for this user.
 * Accounts made through a third-party sign-in have no password to type, so they are not asked.
 */
export function checkProfileForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  return formCheck(profileRules, (input, errors) => {
    if (!errors.currentPassword && hasPassword && needsCurrentPassword(input, email) && !keepIfEmpty(input.currentPassword)) {
      errors.currentPassword = M.currentPasswordRequired;
    }
  });
}
