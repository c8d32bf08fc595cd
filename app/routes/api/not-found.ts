// Unknown /api paths answer in the API's JSON error shape, not with the HTML 404 page.
import { api } from '../../server-lib/api.server';
import { notFound } from '../../lib/errors';

const answer = () =>
  api(async () => {
    throw notFound('No such API call.');
  });

export const loader = answer;
export const action = answer;
