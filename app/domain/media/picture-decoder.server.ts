// Every sharp pipeline over a picture someone sent (listing photos, avatars, logos, payment
// proofs, and the perceptual hash of each) opens it here, within a pixel budget and a time budget
// (IMAGE_DECODE_SECONDS). Pictures are decoded one at a time (image-pool.server.ts), so one that
// decodes for a minute made everyone else's upload wait that minute; past its budget libvips
// abandons it, the queue's slot is free again, and the sender is told to try another picture.
// libvips checks the budget between the rows it produces: what it must decode whole before the
// first row is bounded by the header's checks instead (image-header.server.ts).
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/errors';
import { getConfig } from '../../server-lib/config.server';
import { MAX_IMAGE_PIXELS, PICTURE_TOO_SLOW } from './image-header.server';

/** A sharp pipeline over `data` that gives up past the pixel and time budgets. */
export function openPicture({ data }: { data: Buffer }): Sharp {
  // failOn 'error' (not the default 'warning'): phone cameras often write slightly odd JPEGs
  // that decode fine; only files that cannot be decoded at all are refused.
  return sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).timeout({ seconds: getConfig().IMAGE_DECODE_SECONDS });
}

/** Whether a pipeline of openPicture failed because it outlasted its time budget. */
function ranOutOfTime(error: unknown): boolean {
  // libvips's own words when a pipeline is abandoned: "timeout: 14% complete".
  return error instanceof Error && /^timeout: \d+% complete/m.test(error.message);
}

/**
 * What a failed picture job (one of openPicture's pipelines, run through the image queue) tells
 * the sender, the same for every kind of picture: the queue's own refusal (full: 503) stays what
 * it is; a picture that outlasted its time budget is too slow; anything else did not decode at
 * all, in the caller's wording (`notAnImage`, as for assertImageHeader). `field` also puts the
 * message on that form field.
 */
export function pictureFailure(error: unknown, { notAnImage, field }: { notAnImage: string; field?: string }): AppError {
  if (error instanceof AppError) return error;
  const message = ranOutOfTime(error) ? PICTURE_TOO_SLOW : notAnImage;
  return new AppError(400, message, field === undefined ? undefined : { [field]: message });
}
