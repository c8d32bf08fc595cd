// Sends images to POST /api/media/upload with progress, a 60 s time-out and two retries, with
// the spec's messages for each way it can fail.
export const UPLOAD_TIMEOUT_MS = 60_000;
export const UPLOAD_MESSAGES = {
  timeout: 'Upload timed out. Please check your internet connection and try again.',
  gaveUp: 'Upload failed after multiple attempts. Please check your connection.',
  failed: 'Image upload failed',
} as const;

export class UploadError extends Error {}

function sendOnce(files: Blob[], onProgress: (percent: number) => void): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    files.forEach((file, i) => form.append('images', file, (file as File).name ?? `image-${i}.jpg`));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media/upload');
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.ontimeout = () => reject(new UploadError(UPLOAD_MESSAGES.timeout));
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onload = () => {
      let body: { success?: boolean; urls?: string[]; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.urls) return resolve(body.urls);
      // A 4xx is the server's verdict on the files: retrying would not change it.
      reject(new UploadError(body.message ?? `Upload error: ${xhr.status}`));
    };
    xhr.send(form);
  });
}

export async function uploadImages(files: Blob[], onProgress: (percent: number) => void, retries = 2): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendOnce(files, onProgress);
    } catch (error) {
      if (error instanceof UploadError) throw error;
      if (attempt >= retries) throw new UploadError(UPLOAD_MESSAGES.gaveUp);
      await new Promise((r) => setTimeout(r, 1000 * (attempt + 1)));
    }
  }
}
