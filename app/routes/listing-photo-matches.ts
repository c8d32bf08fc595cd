// GET /listing-photo-matches?url=…&url=…[&listing=id][&township=…&type=…&propertyType=…&currency=…
// &regularPrice=…&squareFeet=…&landSquareFeet=…&userRef=…]: the listing form's warning about
// photos already on a live listing, and whether the listing as filled in would wait for a
// moderator (components/duplicates/photo-match-warning.tsx). Signed-in users only.
import { data, type LoaderFunctionArgs } from 'react-router';
import { getSessionUser } from '../domain/auth/session.server';
import { photoCheck } from '../domain/duplicates/photo-warnings.server';
import { NO_PHOTO_CHECK } from '../lib/views/photo-warning';
import { refusalStatus } from '../server-lib/page-refusals.server';

const FACTS = ['township', 'type', 'propertyType', 'currency', 'regularPrice', 'squareFeet', 'landSquareFeet', 'userRef'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) return data({ message: 'Unauthorized', ...NO_PHOTO_CHECK }, { status: 401 });
  const params = new URL(request.url).searchParams;
  const facts = Object.fromEntries(FACTS.map((name) => [name, params.get(name) ?? undefined]));
  try {
    return await photoCheck({ user, urls: params.getAll('url'), listingId: params.get('listing') ?? undefined, facts });
  } catch (error) {
    const status = refusalStatus(error);
    if (status === undefined) throw error;
    return data({ message: (error as Error).message, ...NO_PHOTO_CHECK }, { status });
  }
}
