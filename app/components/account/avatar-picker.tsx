// The profile photo: one picture, sent by lib/use-image-upload.ts, its URL sent with the profile
// form (hidden `avatar` input). A picture uploaded here and replaced before saving is deleted.
import { useId, useState } from 'react';
import { useT } from '../../lib/root-data';
import { PROFILE_MESSAGES } from '../../lib/forms/profile';
import { useImageUpload } from '../../lib/use-image-upload';
import { Avatar } from '../layout/avatar';
import { FilePickButton } from '../ui/file-pick-button';
import { UploadProgress } from '../ui/upload-progress';

// The profile form has one message for every way an upload can fail.
const FAILED = PROFILE_MESSAGES.avatarFailed;

export function AvatarPicker({
  initialUrl,
  savedUrl,
  username,
  error,
  onBusyChange,
}: {
  initialUrl: string | null;
  /** The photo the profile has now: a failed save comes back with another one as `initialUrl`. */
  savedUrl: string | null;
  username: string;
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const upload = useImageUpload({
    messages: { notImage: FAILED, tooLarge: FAILED, failed: FAILED },
    onBusyChange,
    onUploaded: ([uploaded]) => {
      if (url) upload.drop(url);
      setUrl(uploaded!);
    },
  });

  const shown = upload.message ?? error;
  // A new picture is the profile's once the form is saved: say so beside it.
  const changed = (url ?? null) !== (savedUrl ?? null) && !!url && !shown;
  return (
    <div className="flex flex-col items-center gap-3">
      <input type="hidden" name="avatar" value={url ?? ''} />
      <label htmlFor={id} className="cursor-pointer rounded-full ring-2 ring-line ring-offset-2 ring-offset-surface">
        <Avatar src={url} name={username} size={112} />
        <span className="sr-only">{t('Profile photo')}</span>
      </label>
      <FilePickButton
        input={{ ...upload.inputProps, id, disabled: upload.progress !== null, 'aria-describedby': `${id}-hint${shown ? ` ${id}-error` : ''}` }}
        text={t('Choose a photo')}
      />
      <p id={`${id}-hint`} aria-live="polite" className={changed ? 'text-sm font-medium text-fg' : 'text-xs text-muted'}>
        {changed ? t('New photo chosen: press Update to keep it.') : t('Tap the picture to change it (under 2 MB after shrinking).')}
      </p>
      {upload.progress !== null && <UploadProgress slim label={t('Uploading photo')} percent={upload.progress} />}
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-center text-sm text-danger">
          {t(shown)}
        </p>
      )}
    </div>
  );
}
