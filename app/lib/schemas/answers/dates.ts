import { z } from 'zod';

/** A moment as the server writes it (Date.prototype.toISOString: UTC, with milliseconds). */
export const isoDate = z.iso.datetime();

/** A row's id (a UUID; any other text in a path is answered 404). */
export const id = z.string();
