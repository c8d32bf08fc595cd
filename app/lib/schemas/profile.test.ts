import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { profileFormSchema, profileSchema } from './profile';
import { resetPasswordFormSchema } from './password-reset';

const REQUIRED = 'Please enter your current password to change your e-mail or password.';
const form = profileFormSchema({ email: 'me@example.com', hasPassword: true });

describe('profile schemas', () => {
  it('reads empty password fields as "no change"', () => {
    const result = validate(profileSchema, { username: 'Ko Aung', email: 'ME@example.com', password: '', currentPassword: '', avatar: '' });
    expect(result.ok && result.data).toEqual({ username: 'Ko Aung', email: 'me@example.com' });
  });

  it('asks for the current password when the e-mail or the password changes, not otherwise', () => {
    const errors = (input: object) => {
      const result = validate(form, { username: 'Ko Aung', email: 'me@example.com', password: '', currentPassword: '', ...input });
      return result.ok ? {} : result.errors;
    };
    expect(errors({})).toEqual({});
    expect(errors({ email: ' Me@Example.com ' })).toEqual({});
    expect(errors({ email: 'new@example.com' })).toEqual({ currentPassword: REQUIRED });
    expect(errors({ password: 'a new password' })).toEqual({ currentPassword: REQUIRED });
    expect(errors({ password: 'a new password', currentPassword: 'old one' })).toEqual({});
  });

  it('does not ask an account without a password (third-party sign-in) for one', () => {
    const schema = profileFormSchema({ email: 'me@example.com', hasPassword: false });
    expect(validate(schema, { email: 'new@example.com', password: 'a new password' }).ok).toBe(true);
  });

  it('asks for the new password twice on the reset form', () => {
    const result = validate(resetPasswordFormSchema, { password: 'long enough', confirmPassword: 'long enougH' });
    expect(result.ok ? null : result.errors).toEqual({ confirmPassword: 'The two passwords do not match.' });
  });
});
