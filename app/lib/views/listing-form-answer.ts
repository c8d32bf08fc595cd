// What the listing page's action answers its forms (domain/listings/listing-page-forms.server.ts):
// done, or refused with the HTTP status each form words as it always has.
import type { FormFailure } from '../errors';

export type ListingFormAnswer = { ok: true; message?: string; replaced?: boolean } | ({ ok: false; status: number } & FormFailure);
