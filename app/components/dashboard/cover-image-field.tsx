// A post's cover: choosing a file uploads it at once (lib/use-image-upload.ts), so a chosen
// picture cannot be left behind by forgetting a second button. Failures say why ('Image upload
// failed' by the spec, or the upload's own message) and keep the file chosen, with 'Try again';
// the form refuses to publish while a chosen file is not uploaded (`onStateChange`).
// The URL travels with the form in a hidden `image` input.
import { useEffect, useId, useState } from 'react';
import { smallImage } from '../../lib/media-url';
import { useT } from '../../lib/root-data';
import { useImageUpload } from '../../lib/use-image-upload';
import { Button } from '../ui/button';
import { FilePickButton } from '../ui/file-pick-button';
import { UploadProgress } from '../ui/upload-progress';

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
  const [url, setUrl] = useState(initialUrl);
  const upload = useImageUpload({
    messages: { notImage: 'Only image files are allowed.', tooLarge: TOO_LARGE },
    offersRetry: true,
    onUploaded: ([uploaded]) => {
      upload.drop(url);
      setUrl(uploaded!);
    },
  });
  const uploading = upload.progress !== null;
  const { notUploaded } = upload;

  useEffect(() => onStateChange({ uploading, notUploaded }), [uploading, notUploaded, onStateChange]);

  function remove() {
    upload.drop(url);
    setUrl('');
  }

  const shown = upload.message ?? error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('Cover image')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('The picture is uploaded as soon as you choose it. Photos up to 10MB are shrunk before upload.')}
      </p>
      <FilePickButton input={{ ...upload.inputProps, id, disabled: uploading, 'aria-describedby': `${id}-hint${shown ? ` ${id}-error` : ''}` }} text={t('Choose an image')} />
      {uploading && <UploadProgress label={t('Uploading image')} percent={upload.progress!} />}
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {t(shown)}
        </p>
      )}
      {notUploaded && !uploading && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={upload.retry}>
            {t('Try again')}
          </Button>
          <Button variant="ghost" onClick={upload.cancel}>
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
