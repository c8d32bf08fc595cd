// A post's cover: choose a file, press Upload (spec: 'Please select an image' when nothing is
// chosen, 'Image upload failed' when the upload fails), see the picture, replace or remove it.
// The URL travels with the form in a hidden `image` input.
import { useId, useRef, useState } from 'react';
import { compressImage } from '../../lib/compress-image';
import { LIMITS } from '../../lib/constants';
import { smallImage } from '../../lib/media-url';
import { useT } from '../../lib/root-data';
import { POST_MESSAGES } from '../../lib/schemas/post';
import { uploadImages } from '../../lib/upload-images';
import { Button } from '../ui/button';

export function CoverImageField({ initialUrl, error, onBusyChange }: { initialUrl: string; error?: string; onBusyChange: (busy: boolean) => void }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  // Uploaded on this page and not saved yet: removed from storage when replaced or dropped.
  const fresh = useRef<string | null>(null);

  const discardFresh = () => {
    if (!fresh.current) return;
    void fetch('/api/media/delete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: fresh.current }) });
    fresh.current = null;
  };

  async function upload() {
    setMessage(undefined);
    const file = input.current?.files?.[0];
    if (!file) return setMessage(POST_MESSAGES.image);
    setProgress(0);
    onBusyChange(true);
    try {
      if (!file.type.startsWith('image/')) throw new Error('not an image');
      const blob = await compressImage(file);
      if (blob.size > LIMITS.imageBytesMax) throw new Error('too large');
      const [uploaded] = await uploadImages([blob], setProgress);
      discardFresh();
      fresh.current = uploaded;
      setUrl(uploaded);
      if (input.current) input.current.value = '';
    } catch {
      setMessage(POST_MESSAGES.uploadFailed);
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  }

  function remove() {
    discardFresh();
    setUrl('');
  }

  const shown = message ?? error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('Cover image')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={() => setMessage(undefined)}
          className="min-h-11 flex-1 rounded-lg border border-dashed border-line bg-surface p-2 text-sm text-fg file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-surface-2 file:px-3 file:font-semibold file:text-fg"
        />
        <Button variant="secondary" onClick={() => void upload()} disabled={progress !== null}>
          {progress !== null ? `${progress}%` : t('Upload image')}
        </Button>
      </div>
      {progress !== null && (
        <div role="progressbar" aria-label={t('Uploading image')} aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} className="h-2 overflow-hidden rounded-full bg-surface-2">
          <div className="h-full bg-brand transition-[width]" style={{ width: `${Math.max(progress, 4)}%` }} />
        </div>
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {t(shown)}
        </p>
      )}
      <input type="hidden" name="image" value={url} />
      {url && (
        <div className="flex flex-col gap-2">
          <img src={smallImage(url)} alt={t('Cover image')} width={400} height={267} className="aspect-[3/2] w-full max-w-md rounded-lg border border-line object-cover" />
          <Button variant="ghost" className="self-start text-danger" onClick={remove}>
            {t('Remove image')}
          </Button>
        </div>
      )}
    </div>
  );
}
