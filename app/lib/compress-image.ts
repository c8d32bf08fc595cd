// In the browser, before upload: shrink a photo to at most 800 px wide and about 0.3 MB, so a
// 10 MB phone picture crosses a slow mobile network in seconds. The server re-encodes anyway.
export const TARGET_BYTES = 300 * 1024;
export const MAX_WIDTH = 800;

export async function compressImage(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // not decodable here: let the server decide (it refuses non-images)
  }
  const scale = Math.min(1, MAX_WIDTH / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  let best: Blob | null = null;
  for (const quality of [0.82, 0.7, 0.55, 0.4]) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) break;
    best = blob;
    if (blob.size <= TARGET_BYTES) break;
  }
  return best && best.size < file.size ? best : file;
}
