// How many uploads one user may have in progress at once, per process. An upload holds its
// request's files in memory (up to 12 x 2 MB) from the moment its body is read until its last
// picture is stored, so without a bound one signed-in user sending many uploads at once held
// that many times the memory. Counted in the process, not the database: the memory it guards
// is this process's, and the count must be exact while the uploads run (not a rate over time).
import { AppError } from '../../lib/errors';

/**
 * 4: the page never needs more. Each image field sends all its pictures in one request, and
 * retries only after a failure or its 60 s time-out (app/lib/upload-images.ts), when the first
 * attempt may still be running here: one field's upload and its two retries, plus one more
 * field of the same form (a listing's photos and an agency's cover) uploading meanwhile.
 */
export const UPLOADS_AT_ONCE_PER_USER = 4;
export const TOO_MANY_UPLOADS = 'Your other uploads are still in progress. Please wait until they finish and try again.';
/** An upload rarely takes longer than this; then a slot is free again. */
const RETRY_AFTER_SECONDS = 10;

const inProgress = new Map<string, number>();

/** Runs `upload` in one of the user's slots, or refuses with a 429 when all are taken. */
export async function withUploadSlot<T>(userId: string, upload: () => Promise<T>): Promise<T> {
  const taken = inProgress.get(userId) ?? 0;
  if (taken >= UPLOADS_AT_ONCE_PER_USER) {
    const error = new AppError(429, TOO_MANY_UPLOADS);
    error.retryAfterSeconds = RETRY_AFTER_SECONDS;
    throw error;
  }
  inProgress.set(userId, taken + 1);
  try {
    return await upload();
  } finally {
    const left = (inProgress.get(userId) ?? 1) - 1;
    if (left > 0) inProgress.set(userId, left);
    else inProgress.delete(userId);
  }
}
