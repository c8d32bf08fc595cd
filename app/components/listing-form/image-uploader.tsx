// Pick, compress, upload (with a progress bar), reorder and remove a listing's photos. The
// chosen URLs travel with the form as hidden `imageUrls` inputs, in order: the first is the cover.
import { useId, useRef, useState } from 'react';
import { sendAndForget } from '../../lib/api-client';
import { compressImage } from '../../lib/compress-image';
import { LIMITS } from '../../lib/constants';
import { smallImage } from '../../lib/media-url';
import { useT } from '../../lib/root-data';
import { uploadImages, UPLOAD_MESSAGES, UploadError } from '../../lib/upload-images';

const ORIGINAL_MAX_BYTES = 10 * 1024 * 1024;

export function ImageUploader({
  initialUrls,
  error,
  onBusyChange,
  max = LIMITS.listingImagesMax,
  messages = {},
}: {
  initialUrls: string[];
  error?: string;
  onBusyChange?: (busy: boolean) => void;
  max?: number;
  /** A form's own texts (the agent form has one message for every upload failure). */
  messages?: { tooMany?: string; failed?: string };
}) {
  const t = useT();
  const id = useId();
  const [urls, setUrls] = useState(initialUrls);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const fresh = useRef(new Set<string>());
  const input = useRef<HTMLInputElement>(null);

  const setBusy = (busy: boolean) => {
    setProgress(busy ? 0 : null);
    onBusyChange?.(busy);
  };

  async function onPick(files: File[]) {
    setMessage(undefined);
    if (!files.length) return;
    if (urls.length + files.length > max) {
      return setMessage(messages.tooMany ?? (max === LIMITS.listingImagesMax ? 'Maximum 12 images allowed' : t('You can upload at most {n} images.', { n: max })));
    }
    if (files.some((f) => !f.type.startsWith('image/'))) return setMessage(messages.failed ?? 'Only image files are allowed.');
    if (files.some((f) => f.size > ORIGINAL_MAX_BYTES)) return setMessage(messages.failed ?? 'Some files exceed 2MB limit');
    setBusy(true);
    try {
      const compressed = await Promise.all(files.map(compressImage));
      if (compressed.some((b) => b.size > LIMITS.imageBytesMax)) throw new UploadError('Some files exceed 2MB limit');
      const uploaded = await uploadImages(compressed, setProgress);
      uploaded.forEach((url) => fresh.current.add(url));
      setUrls((current) => [...current, ...uploaded]);
    } catch (err) {
      setMessage(messages.failed ?? (err instanceof UploadError ? err.message : UPLOAD_MESSAGES.failed));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  function remove(url: string) {
    setUrls((current) => current.filter((u) => u !== url));
    // A photo uploaded just now and never saved leaves storage at once; a saved one leaves
    // when the listing is saved without it.
    if (fresh.current.has(url)) {
      fresh.current.delete(url);
      sendAndForget('/api/media/delete', { method: 'POST', json: { url } });
    }
  }

  function move(index: number, by: -1 | 1) {
    setUrls((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item);
      return next;
    });
  }

  const shown = message ?? error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('Images')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('The first image will be the cover (max {n}). Photos up to 10MB are shrunk before upload.', { n: max })}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={progress !== null || urls.length >= max}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(e) => void onPick(Array.from(e.currentTarget.files ?? []))}
        className="min-h-11 rounded-lg border border-dashed border-line bg-surface p-2 text-sm text-fg file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-brand file:px-3 file:font-semibold file:text-on-brand"
      />
      {progress !== null && (
        <div role="progressbar" aria-label={t('Uploading images')} aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} className="h-6 overflow-hidden rounded-full bg-surface-2">
          <div className="flex h-full items-center justify-center bg-brand text-xs font-semibold text-on-brand transition-[width]" style={{ width: `${Math.max(progress, 8)}%` }}>
            {progress}%
          </div>
        </div>
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {t(shown)}
        </p>
      )}
      {urls.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {urls.map((url, index) => (
            <li key={url} className="overflow-hidden rounded-lg border border-line bg-surface">
              <input type="hidden" name="imageUrls" value={url} />
              <div className="relative aspect-[3/2] bg-surface-2">
                <img src={smallImage(url)} alt={t('Photo {n}', { n: index + 1 })} className="h-full w-full object-cover" width={400} height={267} />
                {index === 0 && <span className="absolute left-2 top-2 rounded bg-brand px-2 py-0.5 text-xs font-semibold text-on-brand">{t('Cover')}</span>}
              </div>
              <div className="flex justify-between gap-1 p-1">
                <button type="button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('Move photo {n} earlier', { n: index + 1 })} className="min-h-9 flex-1 rounded text-sm hover:bg-surface-2 disabled:opacity-40">
                  ←
                </button>
                <button type="button" disabled={index === urls.length - 1} onClick={() => move(index, 1)} aria-label={t('Move photo {n} later', { n: index + 1 })} className="min-h-9 flex-1 rounded text-sm hover:bg-surface-2 disabled:opacity-40">
                  →
                </button>
                <button type="button" onClick={() => remove(url)} aria-label={t('Delete photo {n}', { n: index + 1 })} className="min-h-9 flex-1 rounded text-sm font-semibold text-danger hover:bg-danger-soft">
                  {t('Delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
