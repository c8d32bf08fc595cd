// The one way a page sends pictures: choose → shrink (compress-image.ts) → upload with progress
// (upload-images.ts) → a failure's message, with retry and cancel → removal of an upload the
// person dropped before saving. The profile photo, a post's cover and the listing and agency
// photos each keep only their layout; the steps, limits and messages' order are this hook's.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { sendAndForget } from './api-client';
import { compressImage } from './compress-image';
import { LIMITS } from './constants';
import { UPLOAD_MESSAGES, UploadError, uploadImages } from './upload-images';

/** Originals up to this size are accepted and shrunk in the browser (DESIGN.md: image size). */
const ORIGINAL_MAX_BYTES = 10 * 1024 * 1024;

/** Each picker's own words for each way a choice can fail (the spec gives each form its own). */
export interface UploadMessages {
  notImage: string;
  /** Over 10 MB as chosen, or still over 2 MB once shrunk. */
  tooLarge: string;
  /** One message for every failed upload; without it, the upload's own (a time-out, the server's answer) or 'Image upload failed'. */
  failed?: string;
}

export interface ImageUploadOptions {
  messages: UploadMessages;
  /** The picker's own refusal of a choice before anything is read (too many photos), or undefined. */
  refuse?: (files: File[]) => string | undefined;
  /** The uploaded pictures' URLs, in the order chosen. */
  onUploaded: (urls: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  /**
   * The picker shows 'Try again' and 'Cancel': a failed choice stays chosen for them. Without
   * them the input is emptied after a failure, so choosing the same file again is a new choice.
   */
  offersRetry?: boolean;
}

export function useImageUpload({ messages, refuse, onUploaded, onBusyChange, offersRetry = false }: ImageUploadOptions) {
  const input = useRef<HTMLInputElement>(null);
  /** Upload progress in percent; null when nothing is being sent. */
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  /** With `offersRetry`: the choice that failed, kept for retry(). */
  const [failed, setFailed] = useState<File[] | null>(null);
  /** The names of the chosen files refused before upload (not an image, over 10 MB); the others go on. */
  const [notAdded, setNotAdded] = useState<string[]>([]);
  // Uploaded on this page and not saved yet: these leave storage when dropped (a saved picture
  // leaves when its form is saved without it).
  const fresh = useRef(new Set<string>());

  const emptyInput = () => {
    if (input.current) input.current.value = '';
  };
  const setBusy = (busy: boolean) => {
    setProgress(busy ? 0 : null);
    onBusyChange?.(busy);
  };
  const fail = (files: File[], text: string) => {
    setMessage(text);
    if (offersRetry) setFailed(files);
    else emptyInput();
  };

  /** Why one file cannot be sent, or undefined. */
  const unfit = (file: File) => (!file.type.startsWith('image/') ? messages.notImage : file.size > ORIGINAL_MAX_BYTES ? messages.tooLarge : undefined);

  async function choose(chosen: File[]) {
    setMessage(undefined);
    setFailed(null);
    setNotAdded([]);
    if (!chosen.length) return emptyInput();
    const refusal = refuse?.(chosen);
    if (refusal) return fail(chosen, refusal);
    // One panorama over 10 MB among five photos used to refuse all five: the others go on.
    const refused = chosen.filter((file) => unfit(file));
    const files = chosen.filter((file) => !unfit(file));
    if (refused.length) {
      setNotAdded(refused.map((file) => file.name));
      if (!files.length) return fail(chosen, unfit(refused[0])!);
      setMessage(unfit(refused[0]));
    }
    setBusy(true);
    try {
      const shrunk = await Promise.all(files.map(compressImage));
      if (shrunk.some((b) => b.size > LIMITS.imageBytesMax)) throw new UploadError(messages.tooLarge);
      const urls = await uploadImages(shrunk, setProgress);
      urls.forEach((url) => fresh.current.add(url));
      emptyInput();
      onUploaded(urls);
    } catch (err) {
      fail(files, messages.failed ?? (err instanceof UploadError ? err.message : UPLOAD_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  // A file chosen before the page's scripts ran is uploaded as soon as they do (once).
  const checkedEarly = useRef(false);
  useEffect(() => {
    if (checkedEarly.current) return;
    checkedEarly.current = true;
    const early = Array.from(input.current?.files ?? []);
    if (early.length) void choose(early);
  });

  return {
    /** Spread on the picker's <input>. */
    inputProps: {
      ref: input,
      type: 'file',
      accept: 'image/*',
      onChange: (event: ChangeEvent<HTMLInputElement>) => void choose(Array.from(event.currentTarget.files ?? [])),
    },
    progress,
    message,
    notAdded,
    /** A choice failed and is still chosen (only with `offersRetry`): saving now would leave it out. */
    notUploaded: failed !== null,
    retry: () => {
      if (failed) void choose(failed);
    },
    /** Forgets a failed choice and its message. */
    cancel: () => {
      setMessage(undefined);
      setFailed(null);
      setNotAdded([]);
      emptyInput();
    },
    /** The picture leaves the form: an upload of this page's is deleted at once. */
    drop: (url: string) => {
      if (fresh.current.delete(url)) sendAndForget('/api/media/delete', { method: 'POST', json: { url } });
    },
  };
}
