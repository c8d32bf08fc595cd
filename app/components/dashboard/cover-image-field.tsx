// A post's cover: choosing a file uploads it at once (compressed first, with a progress bar), so
// a chosen picture cannot be left behind by forgetting a second button. Failures say why ('Image
// upload failed' by the spec, or the upload's own message) and keep the file chosen, with 'Try
// again'; the form refuses to publish while a chosen file is not uploaded (`onStateChange`).
// The URL travels with the form in a hidden `image` input.
import { useEffect, useId, useRef, useState } from 'react';
import { sendAndForget } from '../../lib/api-client';
import { compressImage } from '../../lib/compress-image';
import { LIMITS } from '../../lib/constants';
import { smallImage } from '../../lib/media-url';
import { useT } from '../../lib/root-data';
import { POST_MESSAGES } from '../../lib/forms/post';
import { UploadError, uploadImages } from '../../lib/upload-images';
import { Button } from '../ui/button';

/** Originals up to this size are accepted and shrunk in the browser (DESIGN.md: image size). */
const ORIGINAL_MAX_BYTES = 10 * 1024 * 1024;
const TOO_LARGE = 'Image upload failed (2 mb max per image)';

/** What the form needs to know: an upload is running, or a chosen file did not get uploaded. */
export interface CoverState {
  uploading: boolean;
  /** A file is chosen but its upload failed: publishing now would drop it. */
  notUploaded: boolean;
}

export function CoverImageField({
  initialUrl,
  error,
  onStateChange,
}: {
  initialUrl: string;
  error?: string;
  onStateChange: (state: CoverState) => void;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const [failedFile, setFailedFile] = useState<File | null>(null);
  // Uploaded on this page and not saved yet: removed from storage when replaced or dropped.
  const fresh = useRef<string | null>(null);

  const discardFresh = () => {
    if (!fresh.current) return;
    sendAndForget('/api/media/delete', { method: 'POST', json: { url: fresh.current } });
    fresh.current = null;
  };

  useEffect(() => onStateChange({ uploading: progress !== null, notUploaded: failedFile !== null }), [progress, failedFile, onStateChange]);

  async function upload(file: File) {
    setMessage(undefined);
    setFailedFile(null);
    setProgress(0);
    try {
      if (!file.type.startsWith('image/')) throw new UploadError('Only image files are allowed.');
      if (file.size > ORIGINAL_MAX_BYTES) throw new UploadError(TOO_LARGE);
      const blob = await compressImage(file);
      if (blob.size > LIMITS.imageBytesMax) throw new UploadError(TOO_LARGE);
      const [uploaded] = await uploadImages([blob], setProgress);
      discardFresh();
      fresh.current = uploaded;
      setUrl(uploaded);
      if (input.current) input.current.value = '';
    } catch (err) {
      // The file stays chosen, so 'Try again' needs no second pick.
      setFailedFile(file);
      setMessage(err instanceof UploadError ? err.message : POST_MESSAGES.uploadFailed);
    } finally {
      setProgress(null);
    }
  }

  // A file picked before the page's scripts ran is uploaded as soon as they do (once).
  const checkedEarly = useRef(false);
  useEffect(() => {
    if (checkedEarly.current) return;
    checkedEarly.current = true;
    const early = input.current?.files?.[0];
    if (early) void upload(early);
  });

  function forgetChoice() {
    setFailedFile(null);
    setMessage(undefined);
    if (input.current) input.current.value = '';
  }

  function remove() {
    discardFresh();
    setUrl('');
  }

  const shown = message ?? error;
  const uploading = progress !== null;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('Cover image')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('The picture is uploaded as soon as you choose it. Photos up to 10MB are shrunk before upload.')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        disabled={uploading}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
          else forgetChoice();
        }}
        className="min-h-11 rounded-lg border border-dashed border-line bg-surface p-2 text-sm text-fg file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-surface-2 file:px-3 file:font-semibold file:text-fg"
      />
      {uploading && (
        <div role="progressbar" aria-label={t('Uploading image')} aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} className="h-6 overflow-hidden rounded-full bg-surface-2">
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
      {failedFile && !uploading && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void upload(failedFile)}>
            {t('Try again')}
          </Button>
          <Button variant="ghost" onClick={forgetChoice}>
            {t('Cancel')}
          </Button>
        </div>
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
