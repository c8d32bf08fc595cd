// The profile photo: pick one picture, shrink it in the browser, upload it to
// POST /api/media/upload, and send its URL with the profile form (hidden `avatar` input).
import { useId, useRef, useState } from 'react';
import { sendAndForget } from '../../lib/api-client';
import { compressImage } from '../../lib/compress-image';
import { LIMITS } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import { PROFILE_MESSAGES } from '../../lib/forms/profile';
import { uploadImages } from '../../lib/upload-images';
import { Avatar } from '../layout/avatar';

// Phone photos are shrunk before upload; only what is still over 2 MB afterwards is refused.
const ORIGINAL_MAX_BYTES = 10 * 1024 * 1024;

export function AvatarPicker({
  initialUrl,
  username,
  error,
  onBusyChange,
}: {
  initialUrl: string | null;
  username: string;
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A picture uploaded here and replaced before saving is removed at once, not left behind.
  const fresh = useRef<string | null>(null);

  const setBusy = (busy: boolean) => {
    setProgress(busy ? 0 : null);
    onBusyChange?.(busy);
  };

  async function onPick(file: File | undefined) {
    setFailed(false);
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > ORIGINAL_MAX_BYTES) return setFailed(true);
    setBusy(true);
    try {
      const blob = await compressImage(file);
      if (blob.size > LIMITS.imageBytesMax) throw new Error('too large');
      const [uploaded] = await uploadImages([blob], setProgress);
      if (fresh.current) sendAndForget('/api/media/delete', { method: 'POST', json: { url: fresh.current } });
      fresh.current = uploaded;
      setUrl(uploaded);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const shown = failed ? PROFILE_MESSAGES.avatarFailed : error;
  return (
    <div className="flex flex-col items-center gap-3">
      <input type="hidden" name="avatar" value={url ?? ''} />
      <label htmlFor={id} className="cursor-pointer rounded-full ring-2 ring-line ring-offset-2 ring-offset-surface">
        <Avatar src={url} name={username} size={112} />
        <span className="sr-only">{t('Profile photo')}</span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        disabled={progress !== null}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(e) => void onPick(e.currentTarget.files?.[0])}
        className="max-w-full text-sm text-fg file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-surface-2 file:px-4 file:font-semibold file:text-fg"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('Tap the picture to change it (under 2 MB after shrinking).')}
      </p>
      {progress !== null && (
        <div role="progressbar" aria-label={t('Uploading photo')} aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} className="h-2 w-40 overflow-hidden rounded-full bg-surface-2">
          <div className="h-full bg-brand transition-[width]" style={{ width: `${Math.max(progress, 5)}%` }} />
        </div>
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-center text-sm text-danger">
          {t(shown)}
        </p>
      )}
    </div>
  );
}
