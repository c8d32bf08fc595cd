// Reads the images of POST /api/media/upload while they stream: each file is refused as soon as
// it passes 2 MB, the thirteenth as soon as it starts, and the whole body past what twelve
// images can hold. Before, the body was read whole first (a 100 MB chunked body was read before
// its 413).
import { LIMITS } from '../../lib/constants';
import { AppError, badRequest } from '../../lib/errors';
import { FormBodyError, parseFormBody, type FormLimits } from '../../server-lib/form-body.server';
import { TOO_LARGE, TOO_MANY } from './upload.server';

export const NOT_MULTIPART = 'Please send the images as multipart/form-data in the field "images".';

const UPLOAD_LIMITS: FormLimits = {
  maxPartBytes: LIMITS.imageBytesMax,
  maxTotalBytes: LIMITS.listingImagesMax * LIMITS.imageBytesMax + 64 * 1024,
  maxFiles: LIMITS.listingImagesMax,
};

/** The files sent in the field "images"; other files count against the limits and are dropped. */
export async function readUploadedImages({ request }: { request: Request }): Promise<File[]> {
  let form: FormData;
  try {
    form = await parseFormBody(request, UPLOAD_LIMITS, (file) => file.fieldName === 'images');
  } catch (error) {
    if (!(error instanceof FormBodyError)) throw error;
    if (error.problem === 'too-large') throw new AppError(413, TOO_LARGE);
    if (error.problem === 'too-many-files') throw badRequest(TOO_MANY);
    throw badRequest(NOT_MULTIPART);
  }
  return form.getAll('images').filter((v): v is File => typeof v !== 'string');
}
