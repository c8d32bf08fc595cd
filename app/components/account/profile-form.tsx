// The /profile form: photo, username, e-mail, new password, and the current password that an
// e-mail or password change needs. Checked in the browser with the same schema as the server.
import { useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { SessionUser } from '../../lib/views/public-user';
import { LIMITS } from '../../lib/constants';
import type { FormFailure } from '../../lib/errors';
import { useT } from '../../lib/root-data';
import { checkProfileForm } from '../../lib/forms/profile';
import { useValidatedForm } from '../../lib/use-validated-form';
import { EmailField } from '../auth-fields';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { AvatarPicker } from './avatar-picker';

export type ProfileActionData = (FormFailure & { ok?: undefined }) | { ok: true; message: string };

export function ProfileForm({ user, hasPassword, actionData }: { user: SessionUser; hasPassword: boolean; actionData?: ProfileActionData }) {
  const t = useT();
  const check = useMemo(() => checkProfileForm({ email: user.email, hasPassword }), [user.email, hasPassword]);
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const { errors, message, onSubmit, onChange, initial } = useValidatedForm(check, failure);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'update';
  const [uploading, setUploading] = useState(false);
  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined);

  return (
    <Form method="post" preventScrollReset noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="update" />
      <AvatarPicker initialUrl={initial('avatar') || user.avatar} savedUrl={user.avatar} username={user.username} error={err('avatar')} onBusyChange={setUploading} />
      <TextField label={t('Username')} name="username" autoComplete="username" defaultValue={initial('username') ?? user.username} error={err('username')} />
      <EmailField defaultValue={initial('email') ?? user.email} error={err('email')} />
      <TextField
        label={t('New password')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('Leave empty to keep your password. At least {n} characters.', { n: LIMITS.passwordMin })}
        error={err('password')}
      />
      {hasPassword && (
        <TextField
          label={t('Current password')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          hint={t('Needed to change your e-mail or password.')}
          error={err('currentPassword')}
        />
      )}
      {actionData?.ok && <Alert tone="success">{t(actionData.message)}</Alert>}
      {message && !Object.keys(errors).length && <Alert>{t(message)}</Alert>}
      <Button type="submit" disabled={busy || uploading}>
        {busy ? t('Updating...') : t('Update')}
      </Button>
    </Form>
  );
}
