// A user's own account details for the server (the /profile form and POST
// /api/user/update/{id}): the form's check (lib/forms/profile.ts) first, then Zod shapes the
// values.
import { z } from 'zod';
import { checkedBy } from './checked';
import { checkProfile, checkProfileForm, keep, keepIfEmpty } from '../forms/profile';
import { normalizeUsername } from '../forms/auth';

export { needsCurrentPassword, PROFILE_MESSAGES } from '../forms/profile';

const profileFields = z.object({
  username: z.preprocess(keep, z.preprocess(normalizeUsername, z.string()).optional()),
  email: z.preprocess(keep, z.string().trim().toLowerCase().optional()),
  password: z.preprocess(keepIfEmpty, z.string().optional()),
  currentPassword: z.preprocess(keepIfEmpty, z.string().optional()),
  avatar: z.preprocess(keepIfEmpty, z.string().optional()),
});

export const profileSchema = checkedBy(checkProfile, profileFields);
export type ProfileInput = z.output<typeof profileSchema>;

export const profileFormSchema = (user: { email: string; hasPassword: boolean }) => checkedBy(checkProfileForm(user), profileFields);
