// A listing's (or an agency's) photos: pick several, sent by lib/use-image-upload.ts (shrunk,
// with a progress bar), reorder and remove them. The chosen URLs travel with the form as hidden
// `imageUrls` inputs, in order: the first is the cover.
import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '../../lib/constants';
import { smallImage } from '../../lib/media-url';
import { useT } from '../../lib/root-data';
import { useImageUpload } from '../../lib/use-image-upload';
import { FilePickButton } from '../ui/file-pick-button';
import { UploadProgress } from '../ui/upload-progress';

export function ImageUploader({
  initialUrls,
  error,
  onBusyChange,
  onPhotosChange,
  onUrlsChange,
  max = LIMITS.listingImagesMax,
  messages = {},
}: {
  initialUrls: string[];
  error?: string;
  onBusyChange?: (busy: boolean) => void;
  /** A photo was added, removed or moved: the form's message about the photos no longer holds. */
  onPhotosChange?: () => void;
  /** The photos now, in order, after each change. */
  onUrlsChange?: (urls: string[]) => void;
  max?: number;
  /** A form's own texts (the agent form has one message for every upload failure). */
  messages?: { tooMany?: string; failed?: string };
}) {
  const t = useT();
  const id = useId();
  const [urls, setUrls] = useState(initialUrls);
  const firstUrls = useRef(urls);
  useEffect(() => {
    if (urls !== firstUrls.current) {
      onPhotosChange?.();
      onUrlsChange?.(urls);
    }
    // Told once per change of the photos, not when the form hands a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urls]);
  const upload = useImageUpload({
    messages: {
      notImage: messages.failed ?? 'Only image files are allowed.',
      tooLarge: messages.failed ?? 'Some files exceed 2MB limit',
      failed: messages.failed,
    },
    refuse: (files) =>
      urls.length + files.length > max
        ? (messages.tooMany ?? (max === LIMITS.listingImagesMax ? 'Maximum 12 images allowed' : t('You can upload at most {n} images.', { n: max })))
        : undefined,
    onBusyChange,
    onUploaded: (uploaded) => setUrls((current) => [...current, ...uploaded]),
  });

  function remove(url: string) {
    setUrls((current) => current.filter((u) => u !== url));
    // A photo uploaded just now and never saved leaves storage at once; a saved one leaves
    // when the listing is saved without it.
    upload.drop(url);
  }

  function move(index: number, by: -1 | 1) {
    setUrls((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item);
      return next;
    });
  }

  const shown = upload.message ?? error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('Images')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('The first image will be the cover (max {n}). Photos up to 10MB are shrunk before upload.', { n: max })}
      </p>
      <FilePickButton
        input={{ ...upload.inputProps, id, multiple: true, disabled: upload.progress !== null || urls.length >= max, 'aria-describedby': `${id}-hint${shown ? ` ${id}-error` : ''}`, 'aria-invalid': error ? true : undefined }}
        text={t('Choose photos')}
        variant="primary"
      />
      {upload.progress !== null && <UploadProgress label={t('Uploading images')} percent={upload.progress} />}
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {t(shown)}
          {upload.notAdded.length > 0 && ` ${t('Not added: {names}', { names: upload.notAdded.join(', ') })}`}
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
