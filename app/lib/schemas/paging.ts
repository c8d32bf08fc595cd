// The paging fields of the list calls (?startIndex=&limit=), with their messages, for every
// query schema that pages through a list.
import { z } from 'zod';

/** An empty form field means "not given", so a GET form's blank inputs take the defaults. */
export const blank = (value: unknown) => (value === '' ? undefined : value);

/** Where the page starts (0 when not given). */
export const startIndexField = z.preprocess(
  blank,
  z.coerce.number('startIndex must be a number.').int('startIndex must be a whole number.').min(0).max(1_000_000).default(0),
);

/** How many to answer: 1 to `max`, `fallback` when not given. */
export const limitField = (max: number, fallback: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number('limit must be a number.')
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .max(max, `limit must be at most ${max}.`)
      .default(fallback),
  );
